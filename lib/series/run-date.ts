// When a run ran, where its log or its tags say: sql-bench's `Date of test: 2012-04-11 18:12:30`,
// or a `date=` tag (a nightly's `date=2026-12-01`, CI's `date=20261201`). A history in time is
// ordered by it, else by when the run was uploaded: logs of old runs uploaded after new ones
// (a backfill) came last, and an alert held them against runs made years later (F-HIST-1, a
// DBA's pass, 2026-12-06). Dates are read as printed, without a zone (UTC, as the page shows them):
// lib/parsers/dates.ts.
import { readDate } from '../parsers/dates';

export type RunDate = {
  /** the moment, as UTC */
  at: Date;
  /** as the log or the tag wrote it */
  text: string;
  /** as the page shows it: `2026-11-05`, `2026-11-06 16:00:00 UTC` (a zone given), `2012-01-26 04:03:56` (as printed) */
  shown: string;
  /** where it was read: the tag, or the log's line that printed it (sql-bench's header, a date line above the run) */
  from: 'date tag' | 'Date of test' | 'date line';
};

/** The moment `text` names, or null when it is no date of the forms readDate reads (or no day of the calendar). */
export function parseRunDate(text: string): Date | null {
  return readDate(text)?.at ?? null;
}

/**
 * A run's date: its `date=` tag, else the date its log printed (sql-bench's header), else a date line
 * above it (a .cmd's `# date: 2026-11-30T04:12:50Z`, what `date` printed); null when none reads as one.
 */
export function runDateOf(tags: Readonly<Record<string, string>>, header: Readonly<Record<string, string>>): RunDate | null {
  const read = (text: string | undefined, from: RunDate['from']): RunDate | null => {
    const date = text === undefined ? null : readDate(text);
    return date && text !== undefined ? { ...date, text, from } : null;
  };
  return read(tags.date, 'date tag') ?? read(header.date, 'Date of test') ?? read(header.ranAt, 'date line');
}

/** When a run is placed in time: when it ran, if known, else when it was uploaded. */
export const placedAt = (run: { ranAt: RunDate | null; createdAt: Date }): number => (run.ranAt?.at ?? run.createdAt).getTime();

/** The forms of a date= tag benchboard reads, as pages say them. */
export const DATE_FORMS = '2026-12-01, 20261201, 2026-12-01T02:00:00Z or Tue Dec  1 02:00:00 UTC 2026';

/** What saving a date= tag that reads as no date says (the history's page says it of its runs too). */
export function unreadDateText(tag: string): string {
  return `date=${tag} is not a date benchboard reads (${DATE_FORMS}): the run is placed in its history when it was uploaded.`;
}
