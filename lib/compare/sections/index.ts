// The comparison sections, in the order the compare page (and a share) shows them. A section is a
// lib file here (id, title, pure build) and a component (components/compare/section-views.tsx);
// adding one is one line in this list. See README.md in this folder.

import type { CompareState } from '../state';
import { basisSection } from './basis';
import { differencesSection } from './differences';
import { groupsSection } from './groups';
import { intervalsSection } from './intervals';
import { metricsSection } from './metrics';
import { repeatsSection } from './repeats';
import type { SectionRun } from './runs';
import { scalingSection } from './scaling';
import { sqlBenchSection } from './sql-bench';
import { isNotApplicable, type ResultOf } from './types';

export const COMPARE_SECTIONS = [
  differencesSection,
  basisSection,
  sqlBenchSection,
  metricsSection,
  repeatsSection,
  groupsSection,
  intervalsSection,
  scalingSection,
] as const;

type AnySection = (typeof COMPARE_SECTIONS)[number];
export type SectionId = AnySection['id'];
export const SECTION_IDS: readonly SectionId[] = COMPARE_SECTIONS.map((s) => s.id);

/** Each section's props by id: null where the section does not apply to the runs. */
export type SectionResults = { [K in SectionId]: ResultOf<Extract<AnySection, { id: K }>> };
/** The props of a section that applies. */
export type SectionProps<K extends SectionId> = NonNullable<SectionResults[K]>;
export type SkippedSection = { id: SectionId; reason: string };

/** Every section built from the same runs and state, in list order; the ones that do not apply say why. */
export function buildSections(runs: SectionRun[], state: CompareState): { results: SectionResults; skipped: SkippedSection[] } {
  const results: Record<string, unknown> = {};
  const skipped: SkippedSection[] = [];
  for (const section of COMPARE_SECTIONS) {
    const result = section.build(runs, state);
    if (isNotApplicable(result)) skipped.push({ id: section.id, reason: result.notApplicable });
    results[section.id] = isNotApplicable(result) ? null : result;
  }
  // each id is set once, to its own section's answer: TypeScript cannot follow that through a loop
  // over a list of different sections, so the record is typed here, once
  return { results: results as SectionResults, skipped };
}
