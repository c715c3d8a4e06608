// "What differs": tags, server build, host, configuration and parameters, with the warnings that
// make an unlike comparison visible. Applies to every mix of runs.
import { type Differences, findDifferences } from '../differences';
import { defineSection } from './types';

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
        commit: r.column.commit,
        branch: r.column.branch,
        config: r.settings?.values ?? null,
        listed: r.settings?.listed,
        parameters: r.parameters,
        toolVersion: r.toolVersion,
        latPct: r.latPct,
      })),
    ),
});
