// A moment as logs and people write it: ISO 8601 and its relatives (`2012-04-11 18:12:30`,
// sql-bench's `2012-01-26  4:03:56`, `20261201`, `…T18:12:30.5Z`, `…+02:00`), and what `date`
// prints (`Mon Nov 30 04:12:50 UTC 2026`). Read as printed: without a zone it is shown as written
// (and taken as UTC); with one, in UTC.

/** `2012-04-11`, `2012-04-11 18:12:30`, `2012-01-26  4:03:56` (an hour padded with a blank), `2012-04-11T18:12`, `…T18:12:30.5Z`, `…+02:00`, `20261201` */
const ISO = /^(\d{4})-?(\d\d)-?(\d\d)(?:(?:T| {1,4})(\d{1,2}):(\d\d)(?::(\d\d)(?:\.\d{1,9})?)?(Z|[+-]\d\d:?\d\d)?)?$/;
/** What `date` prints in the C locale: `Mon Nov 30 04:12:50 UTC 2026` (the zone may be missing) */
const DATE_COMMAND =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) {1,2}(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) {1,2}(\d{1,2}) (\d{1,2}):(\d\d):(\d\d)(?: ([A-Z]{2,5}))? (\d{4})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Zones that name UTC; any other abbreviation (CET, PST: several meanings) is read as printed */
const UTC_NAMES = new Set(['UTC', 'GMT', 'Z']);

export type ReadDate = { at: Date; shown: string };

/** The fields of `text` as [year, month, day, hour?, minute?, second?, zone?], or null. */
function fieldsOf(text: string): { parts: (number | undefined)[]; zone: string | undefined; seconds: boolean } | null {
  const t = text.trim();
  const iso = ISO.exec(t);
  if (iso)
    return { parts: iso.slice(1, 7).map((x) => (x === undefined ? undefined : Number(x))), zone: iso[7], seconds: iso[6] !== undefined };
  const date = DATE_COMMAND.exec(t);
  if (!date) return null;
  const [, month, day, hour, minute, second, zone, year] = date;
  return {
    parts: [Number(year), MONTHS.indexOf(month ?? '') + 1, Number(day), Number(hour), Number(minute), Number(second)],
    zone: zone !== undefined && UTC_NAMES.has(zone) ? 'Z' : undefined,
    seconds: true,
  };
}

/** The moment `text` names and how to show it, or null when it is no date of the forms above (or no day of the calendar). */
export function readDate(text: string): ReadDate | null {
  const fields = fieldsOf(text);
  if (!fields) return null;
  const [year, month, day, hour, minute = 0, second = 0] = fields.parts;
  if (year === undefined || month === undefined || day === undefined) return null;
  const local = Date.UTC(year, month - 1, day, hour ?? 0, minute, second);
  const back = new Date(local);
  // February 30th, a 25th hour: Date.UTC rolls them over; the calendar does not
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  if (back.getUTCHours() !== (hour ?? 0) || back.getUTCMinutes() !== minute || back.getUTCSeconds() !== second) return null;
  const { zone } = fields;
  const iso = (at: Date) => at.toISOString();
  // a date alone as a date; a time as given (to the second, when given), in UTC when it named a zone
  const shownOf = (at: Date) =>
    hour === undefined
      ? iso(at).slice(0, 10)
      : `${iso(at).slice(0, 10)} ${iso(at).slice(11, fields.seconds ? 19 : 16)}${zone ? ' UTC' : ''}`;
  if (!zone) return { at: back, shown: shownOf(back) };
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone === 'Z' ? '0000' : zone.slice(1).replace(':', '');
  const offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  const at = new Date(local - offset * 60_000);
  return { at, shown: shownOf(at) };
}
