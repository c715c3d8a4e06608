// The values of a grouping tag (`group=threads`) in reading order: numbers as numbers (1, 2, 4, 16,
// not 16, 1, 2), words alphabetically, runs without the tag last.

/** The value of the grouping tag, for runs without it. */
export const NO_GROUP = '(none)';

/** `localeCompare` with options builds a collator per call: one, made once */
const NUMERIC = new Intl.Collator('en', { numeric: true });

export function sortGroupValues(values: Iterable<string>): string[] {
  return [...new Set(values)].sort((a, b) =>
    a === NO_GROUP || b === NO_GROUP ? Number(a === NO_GROUP) - Number(b === NO_GROUP) : NUMERIC.compare(a, b),
  );
}
