// "What differs": tags, server build, host, configuration and parameters, with the warnings that
// make an unlike comparison visible. Applies to every mix of runs.
import { type Differences, findDifferences } from '../differences';
import type { SectionRun } from './runs';
import { defineSection } from './types';

/** Option-file sections of the server itself: their keys are shown bare, others as `section.key`. */
const SERVER_SECTION = /^(?:mysqld(?:-[\d.]+)?|server|mariadb(?:-[\d.]+)?|mariadbd|galera|embedded|)$/;

function configMap(run: SectionRun): Record<string, string> | null {
  if (!run.config) return null;
  return Object.fromEntries(run.config.entries.map((e) => [SERVER_SECTION.test(e.section) ? e.key : `${e.section}.${e.key}`, e.value]));
}

export const differencesSection = defineSection({
  id: 'differences',
  title: 'What differs',
  build: (runs): Differences =>
    findDifferences(
      runs.map((r) => ({
        id: r.id,
        tool: r.tool,
        test: r.test,
        tags: r.column.tags,
        host: r.host,
        build: r.column.build,
        config: configMap(r),
        parameters: r.parameters,
        latPct: r.latPct,
      })),
    ),
});
