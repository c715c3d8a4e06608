// A large sysbench log made from a real one: its header, its interval lines repeated (the time
// renumbered 1, 2, 3… so the series stays monotone) until `megabytes` of them are written, then its
// summary. What issue 12 races our parser on; every figure in it was printed by sysbench.
//
//   node --import tsx scripts/bench/make-big-log.ts SEED_LOG OUT [MEGABYTES=100]
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Our own sysbench 1.0 log (15 one-second intervals, oltp_read_write, 4 threads). */
export const DEFAULT_SEED = 'prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t4_base_ri1.log';

/** What a seed log gives a big one: the lines before the first interval, the intervals' text after `]`, the lines after the last. */
export function splitSeed(text: string): { head: string[]; rests: string[]; tail: string[] } {
  const lines = text.split('\n');
  const first = lines.findIndex((l) => l.startsWith('['));
  const last = lines.findLastIndex((l) => l.startsWith('['));
  if (first < 0) throw new Error('the seed log has no interval line (`[ 1s ] …`)');
  const rests = lines
    .slice(first, last + 1)
    .filter((l) => l.startsWith('['))
    .map((l) => l.slice(l.indexOf(']') + 1));
  return { head: lines.slice(0, first), rests, tail: lines.slice(last + 1) };
}

/** Writes the big log to `outPath`; returns how many interval lines and bytes of them it holds. */
export function makeBigLog(seedPath: string, outPath: string, megabytes: number): { intervals: number; bytes: number } {
  const { head, rests, tail } = splitSeed(readFileSync(seedPath, 'utf8'));
  const target = megabytes * 1024 * 1024;
  const fd = openSync(outPath, 'w');
  try {
    writeSync(fd, `${head.join('\n')}\n`);
    let bytes = 0;
    let t = 0;
    let chunk: string[] = [];
    while (bytes < target) {
      for (const rest of rests) {
        t++;
        const line = `[ ${t}s ]${rest}\n`;
        chunk.push(line);
        bytes += line.length; // the seed's interval lines are ASCII
      }
      if (chunk.length >= 16_384) {
        writeSync(fd, chunk.join(''));
        chunk = [];
      }
    }
    writeSync(fd, chunk.join(''));
    writeSync(fd, `${tail.join('\n')}\n`);
    return { intervals: t, bytes };
  } finally {
    closeSync(fd);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [seed = DEFAULT_SEED, out, mb = '100'] = process.argv.slice(2);
  if (!out) {
    process.stderr.write('usage: make-big-log.ts SEED_LOG OUT [MEGABYTES=100]\n');
    process.exit(2);
  }
  const { intervals, bytes } = makeBigLog(seed, out, Number(mb));
  console.log(`${intervals} interval lines, ${bytes} bytes of them`);
}
