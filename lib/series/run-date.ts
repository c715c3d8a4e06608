// When a run ran, where its log or its tags say: sql-bench's `Date of test: 2012-04-11 18:12:30`,
// or a `date=` tag (a nightly's `date=2026-12-01`, CI's `date=20261201`). A history in time is
// ordered by it, else by when the run was uploaded: logs of old runs uploaded after new ones
// (a backfill) came last, and an alert held them against runs made years later (F-HIST-1, a
// DBA's pass, 2026-12-06). Dates are read as printed, without a zone (UTC, as the page shows them).

export type RunDate = {
  /** the moment, as UTC */
  at: Date;
  /** as the log or the tag wrote it */
  text: string;
  /** as the page shows it: `2026-11-05`, `2026-11-06 16:00:00 UTC` (a zone given), `2012-01-26 04:03:56` (as printed) */
  shown: string;
  /** where it was read: the tag, or the log's line that printed it */
  from: 'date tag' | 'Date of test';
};

/** `2012-04-11`, `2012-04-11 18:12:30`, sql-bench's `2012-01-26  4:03:56` (its hour padded with a blank), `2012-04-11T18:12`, `…T18:12:30.5Z`, `…+02:00`, `20261201` */
const DATE = /^(\d{4})-?(\d\d)-?(\d\d)(?:(?:T| {1,4})(\d{1,2}):(\d\d)(?::(\d\d)(?:\.\d{1,9})?)?(Z|[+-]\d\d:?\d\d)?)?$/;

/** The moment `text` names, or null when it is no date of the forms above (or no day of the calendar). */
export function parseRunDate(text: string): Date | null {
  return readRunDate(text)?.at ?? null;
}

/** The moment `text` names and how to show it, or null (parseRunDate). */
function readRunDate(text: string): { at: Date; shown: string } | null {
  const m = DATE.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1, 7).map((x) => (x === undefined ? undefined : Number(x)));
  if (year === undefined || month === undefined || day === undefined) return null;
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(local);
  // February 30th, a 25th hour: Date.UTC rolls them over; the calendar does not
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  if (back.getUTCHours() !== hour || back.getUTCMinutes() !== minute || back.getUTCSeconds() !== second) return null;
  const zone = m[7];
  const iso = (at: Date) => at.toISOString();
  // a date alone as a date; a time as given (to the second, when given), in UTC when it named a zone
  const shownOf = (at: Date) =>
    m[4] === undefined
      ? iso(at).slice(0, 10)
      : `${iso(at).slice(0, 10)} ${iso(at).slice(11, m[6] === undefined ? 16 : 19)}${zone ? ' UTC' : ''}`;
  if (!zone) return { at: back, shown: shownOf(back) };
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone === 'Z' ? '0000' : zone.slice(1).replace(':', '');
  const offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  const at = new Date(local - offset * 60_000);
  return { at, shown: shownOf(at) };
}

/** A run's date: its `date=` tag, else the date its log printed (sql-bench's header); null when neither reads as one. */
export function runDateOf(tags: Readonly<Record<string, string>>, header: Readonly<Record<string, string>>): RunDate | null {
  const tag = tags.date;
  const fromTag = tag === undefined ? null : readRunDate(tag);
  if (fromTag && tag !== undefined) return { ...fromTag, text: tag, from: 'date tag' };
  const printed = header.date;
  const fromLog = printed === undefined ? null : readRunDate(printed);
  return fromLog && printed !== undefined ? { ...fromLog, text: printed, from: 'Date of test' } : null;
}

/** When a run is placed in time: when it ran, if known, else when it was uploaded. */
export const placedAt = (run: { ranAt: RunDate | null; createdAt: Date }): number => (run.ranAt?.at ?? run.createdAt).getTime();

/** The forms of a date= tag benchboard reads, as pages say them. */
export const DATE_FORMS = '2026-12-01, 20261201 or 2026-12-01T02:00:00Z';

/** What saving a date= tag that reads as no date says (the history's page says it of its runs too). */
export function unreadDateText(tag: string): string {
  return `date=${tag} is not a date benchboard reads (${DATE_FORMS}): the run is placed in its history when it was uploaded.`;
}
