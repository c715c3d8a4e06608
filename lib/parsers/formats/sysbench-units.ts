// What sysbench's report lines print in units and words of their own, read as the run stores them.
import { shiftDecimal, toNumber } from '../numbers';

/** What sysbench 1.x prints for each `--file-test-mode` (`Doing sequential write (creation) test`) */
export const FILE_TEST_MODES: Record<string, string> = {
  'sequential write (creation)': 'seqwr',
  'sequential rewrite': 'seqrewr',
  'sequential read': 'seqrd',
  'random read': 'rndrd',
  'random write': 'rndwr',
  'random r/w': 'rndrw',
};

/** sysbench 0.4's sizes: `b`, `Kb`, `Mb`, `Gb`, `Tb`, each 1024 of the one before */
const SIZE_IN_MIB: Record<string, number> = { b: 2 ** -20, Kb: 2 ** -10, Mb: 1, Gb: 2 ** 10, Tb: 2 ** 20 };

/** A 0.4 size in MiB; null for a unit sysbench does not print (never a number in an unknown unit). */
export function inMiB(value: string | undefined, unit: string | undefined): number | null {
  const n = toNumber(value);
  const scale = unit === undefined ? undefined : SIZE_IN_MIB[unit];
  return n === null || scale === undefined ? null : n * scale;
}

/** A printed latency in ms: seconds moved on the printed text (`0.4121s` is exactly 412.1 ms). */
export function inMs(value: string | undefined, unit: string | undefined): string | undefined {
  if (value === undefined || unit !== 's') return value;
  const ms = shiftDecimal(value, 3);
  return ms === null ? undefined : String(ms);
}
