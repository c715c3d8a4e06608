// Reading option values of a parsed command line: shared by the formats' parameter readers.
import { toNumber } from './numbers';

export const num = (v: string | undefined): number | null => (v === undefined ? null : toNumber(v));

export const onOff = (v: string | undefined): boolean | null => {
  if (v === undefined) return null;
  const t = v.toLowerCase();
  if (['on', 'yes', 'true', '1', ''].includes(t)) return true;
  if (['off', 'no', 'false', '0'].includes(t)) return false;
  return null;
};

/** The first option present among aliases (sysbench renamed most of them between 0.4 and 1.0). */
export function pick(options: Readonly<Record<string, string>>, ...names: string[]): string | undefined {
  for (const n of names) if (options[n] !== undefined) return options[n];
  return undefined;
}

/** A parameter setter that ignores absent values. */
export function parameterSetter<V>(into: Record<string, V>): (key: string, value: V | null | undefined) => void {
  return (key, value) => {
    if (value !== null && value !== undefined) into[key] = value;
  };
}
