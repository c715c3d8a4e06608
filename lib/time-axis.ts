// A run's time axis as a person reads it: seconds for a short run, a clock (h:mm, or h:mm:ss
// once zoomed in to minutes) for a long one, with ticks on round steps (every hour, 15 minutes,
// 30 seconds…) instead of wherever the data happens to start (2 / 15,002 / 30,002 s). Pure: the
// interval charts and the zoom form use it.
import { ticksBetween } from './chart-scale';
import { numberFormat } from './format';

/** A run whose time stays at or under this many seconds keeps a plain seconds axis. */
export const CLOCK_AFTER_SECONDS = 900;

/** Round steps a clock axis ticks on, in seconds. */
const CLOCK_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1_800, 3_600, 7_200, 10_800, 21_600, 43_200, 86_400];

export type TimeAxis = {
  /** 'clock': h:mm or h:mm:ss; 'seconds': a plain number */
  kind: 'clock' | 'seconds';
  /** the axis label */
  label: string;
  /** tick positions (a seconds axis: the chart's own, without one that crowds the end) */
  ticks: number[] | undefined;
  /** whether the clock shows seconds (a step under a minute) */
  withSeconds: boolean;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** 3725 → '1:02' (or '1:02:05' with seconds); negative times read as 0. */
export function formatClock(seconds: number, withSeconds: boolean): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return withSeconds ? `${h}:${pad(m)}:${pad(s)}` : `${h}:${pad(m)}`;
}

/** The axis for times from `from` to `to` seconds, with at most `maxTicks` ticks. */
export function timeAxis(from: number, to: number, maxTicks = 8): TimeAxis {
  if (!Number.isFinite(from) || !Number.isFinite(to)) return { kind: 'seconds', label: 'seconds', ticks: undefined, withSeconds: false };
  if (!(to > CLOCK_AFTER_SECONDS)) return { kind: 'seconds', label: 'seconds', ticks: secondsTicks(from, to), withSeconds: false };
  const span = Math.max(1, to - from);
  const step = CLOCK_STEPS.find((s) => span / s <= maxTicks) ?? Math.ceil(span / maxTicks / 86_400) * 86_400;
  const ticks: number[] = [];
  for (let t = Math.ceil(from / step) * step; t <= to && ticks.length <= maxTicks; t += step) ticks.push(t);
  // zoomed in under an hour, a tick reads to the second (1:00:00, 1:01:00)
  const withSeconds = span < 3_600 || ticks.some((t) => t % 60 !== 0);
  return { kind: 'clock', label: withSeconds ? 'time (h:mm:ss)' : 'time (h:mm)', ticks, withSeconds };
}

/**
 * A seconds axis's ticks: those Recharts picks for a fixed domain (ticksBetween: round steps, then
 * the end), without the step that falls within half a step of the end (`0 3 6 9 10` read `9 10`
 * on top of each other: a DBA's pass).
 */
function secondsTicks(from: number, to: number): number[] {
  const ticks = ticksBetween(from, to);
  if (ticks.length < 3) return ticks;
  const step = (ticks[1] as number) - (ticks[0] as number);
  return to - (ticks.at(-2) as number) < step / 2 ? [...ticks.slice(0, -2), to] : ticks;
}

/** A tick or tooltip value on that axis. */
export function formatTime(axis: TimeAxis, seconds: number): string {
  if (axis.kind === 'seconds') return numberFormat(2).format(seconds);
  return formatClock(seconds, axis.withSeconds);
}

const CLOCK_TEXT = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d(?:\.\d{1,3})?))?$/;
const SECONDS_TEXT = /^\d{1,9}(?:\.\d{1,3})?$/;

/**
 * A time typed into the zoom form: seconds (`3600`), `h:mm` (`1:00`, as the axis reads) or
 * `h:mm:ss` (`1:00:30`). Null when it is none of these.
 */
export function parseTime(text: string): number | null {
  const trimmed = text.trim();
  if (SECONDS_TEXT.test(trimmed)) return Number(trimmed);
  const clock = CLOCK_TEXT.exec(trimmed);
  if (!clock) return null;
  return Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3] ?? 0);
}
