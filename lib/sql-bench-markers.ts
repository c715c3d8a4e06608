// sql-bench's markers after a time, in words: on an operation's or a test's time (`+905.00`: that
// time was estimated) and on TOTALS (`*+5839.00`: some of the sum was). Pure, client-safe: the run
// page's operations table, the run page's TOTALS hint and the operations CSV say them alike.

/**
 * How a test's total that sql-bench estimated (`Estimated total: …`, `+905.00` in compare-results) is
 * stored: as its reason, when it has no other (TestTotal has no column of its own for it).
 */
export const ESTIMATED_REASON = 'estimated';

/** What one marker after an operation's time means. */
const FLAG_MEANINGS: Record<string, string> = { '+': 'estimated time', '?': 'wrong result', '*': 'different test count' };

/** The same markers on a TOTALS line, said of the sum. */
const TOTALS_MEANINGS: Record<string, string> = { '+': 'some tests estimated', '?': 'some results wrong', '*': 'a different test count' };

/** An operation's markers in words (`+?` → `estimated time, wrong result`); an unknown marker as printed. */
export function flagsText(flags: string): string {
  return [...flags].map((f) => FLAG_MEANINGS[f] ?? f).join(', ');
}

/** A TOTALS line's markers, with what they mean: `TOTALS marked *+ (a different test count, some tests estimated)`. */
export function totalsHint(markers: string): string {
  const meanings = [...markers].flatMap((m) => (TOTALS_MEANINGS[m] ? [TOTALS_MEANINGS[m]] : []));
  return `TOTALS marked ${markers}${meanings.length ? ` (${meanings.join(', ')})` : ''}`;
}
