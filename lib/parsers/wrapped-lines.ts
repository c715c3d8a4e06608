// A report line that a mail archive, a forum or a narrow terminal wrapped: sysbench's
// `[ 10s ] thds: 4 tps: 263.98 qps: 5295.66 (r/w/o:` and, on the next line, `3704.12/1059.58/
// 531.96) lat (ms,95%): 30.26 err/s: 0.00 reconn/s: 0.00`. Read line by line, the interval was
// lost (and what followed could start a run of its own). A format that cannot read such a line
// asks for it joined with the lines it went on to.

/** How many lines one report line may have been broken into. */
const MAX_PIECES = 3;

export type WrappedReport = { text: string; first: number; last: number };

const NUMBER_END = /[\d.]$/;
const NUMBER_START = /^[\d.]/;
/** the end of a cut number, then what a report line has after one: a separator, a unit, or `name: ` of the next figure */
const NUMBER_GOES_ON = /^[\d.]+(?:[,)]|[mu]s\b|\s+[a-z][\w/ ]*:)/i;

/**
 * The report that starts at `line` (its trimmed `text`) joined with the one or two lines after it,
 * the first way `reads` reads: a break at a blank (`fold -s`, mail's format=flowed, a forum) is
 * joined with one blank, a break inside a word (`fold`, a terminal) with none. Null when no join
 * reads, or when a line it would take is blank, missing, or starts a report of its own
 * (`startsReport`): a line is never taken from what follows.
 */
export function joinWrapped(
  text: string,
  line: number,
  lineAt: ((line: number) => string | null) | undefined,
  reads: (joined: string) => boolean,
  startsReport: (text: string) => boolean,
  { splitNumbers = true }: { splitNumbers?: boolean } = {},
): WrappedReport | null {
  if (!lineAt) return null;
  let heads = [text];
  for (let k = 1; k < MAX_PIECES; k++) {
    const next = lineAt(line + k);
    if (!next || startsReport(next)) return null;
    const joined: string[] = [];
    for (const head of heads) {
      for (const glue of [' ', '']) {
        // (a number cut in two, `26` then `3.98`; where a line read whole, only when the rest goes on as a
        // report does, `errors: 0` then `.00, reconnects: 0.00`, never `1 hour later`: see intervalReadOn)
        if (glue === '' && !splitNumbers && NUMBER_END.test(head) && NUMBER_START.test(next) && !NUMBER_GOES_ON.test(next)) continue;
        const candidate = head + glue + next;
        if (reads(candidate)) return { text: candidate, first: line, last: line + k };
        joined.push(candidate);
      }
    }
    heads = joined;
  }
  return null;
}

/**
 * A line that can only be the end of the number the line before it was cut in (`fold`, a
 * terminal): the line before then reads too, with a wrong figure (`stddev 20.3` of `20.332`).
 */
export const CUT_NUMBER = /^[\d.]{1,20}$/;
