// `npm run bench:ingest`: time to ingest a 3-hour sysbench run at 1-second intervals (10,800
// interval lines, built from real ones) and seed 000, next to a plain COPY of the same rows into
// the same database (the ceiling); medians of 7 rounds, each ingest and its COPY side by side, and
// the statements (round trips) one ingest sends.
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { parseDocument, prepareText } from '../lib/parsers/index.ts';
import type { ParsedRun } from '../lib/parsers/types.ts';
import { median, withBenchDatabase } from './lib/bench-db.ts';

const ROUNDS = 7; // seed 000 and its COPY take tens of ms: fewer rounds and one slow moment moved the ratio by 2×

/** Statements sent to PostgreSQL (BEGIN and COMMIT included): an ingest's round trips. */
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: Parameters<typeof query>) {
  statements++;
  return query.apply(this, args);
} as typeof query;
// imported after the count is in place: lib/db/client.ts's client keeps the `query` it finds when it
// loads (it wraps it to strip NUL bytes), so a static import counted nothing (it printed 0 statements)
const { ingestDocument } = await import('../lib/ingest/ingest.ts');

const source = readFileSync('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t4_base_ri1.log', 'utf8').split('\n');
const intervals = source.filter((l) => l.startsWith('['));
const head = source.slice(
  0,
  source.findIndex((l) => l.startsWith('[')),
);
const tail = source.slice(source.findLastIndex((l) => l.startsWith('[')) + 1);
const threeHours = [
  ...head,
  ...Array.from({ length: 10_800 }, (_, i) => (intervals[i % intervals.length] ?? '').replace(/^\[ \d+s \]/, `[ ${i + 1}s ]`)),
  ...tail,
].join('\n');
const seed000 = readFileSync('prisma/demo/seeds/000_a2761f948727d273.txt', 'utf8');

const csvValue = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? `"${v.replace(/"/g, '""')}"` : String(v));

/** The same child rows ingest writes, COPYed into a scratch copy of the same tables. */
async function copyRows(client: pg.Client, runs: ParsedRun[]): Promise<void> {
  await client.query(
    'CREATE TEMP TABLE iv (LIKE "IntervalPoint") ; CREATE TEMP TABLE ops (LIKE "Operation"); CREATE TEMP TABLE tt (LIKE "TestTotal")',
  );
  const copy = async (table: string, columns: string, rows: unknown[][]) => {
    if (rows.length === 0) return;
    const stream = client.query(copyFrom(`COPY ${table} (${columns}) FROM STDIN WITH (FORMAT csv)`));
    await pipeline(Readable.from(rows.map((r) => `${r.map(csvValue).join(',')}\n`)), stream);
  };
  for (const [n, run] of runs.entries()) {
    await copy(
      'iv',
      '"runId", idx, t, threads, tps, qps, "eventsPerSec", "readsPerSec", "writesPerSec", "otherPerSec", "latencyMs", "latencyPct", "errorsPerSec", "reconnectsPerSec", "latencyStddevMs", "lagMs", line',
      run.intervals.map((p, i) => [
        n,
        i,
        p.t,
        p.threads,
        p.tps,
        p.qps,
        p.eventsPerSec,
        p.readsPerSec,
        p.writesPerSec,
        p.otherPerSec,
        p.latencyMs,
        p.latencyPct,
        p.errorsPerSec,
        p.reconnectsPerSec,
        p.latencyStddevMs,
        p.lagMs,
        p.line,
      ]),
    );
    await copy(
      'ops',
      '"runId", idx, name, seconds, usr, sys, cpu, count, flags, line',
      run.operations.map((o, i) => [n, i, o.name, o.seconds, o.usr, o.sys, o.cpu, o.count, o.flags, o.line]),
    );
    await copy(
      'tt',
      '"runId", idx, name, seconds, usr, sys, cpu, skipped, failed, line',
      run.tests.map((t, i) => [n, i, t.name, t.seconds, t.usr, t.sys, t.cpu, t.skipped, t.failed, t.line]),
    );
  }
  await client.query('DROP TABLE iv, ops, tt');
}

async function time<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

await withBenchDatabase(async (url) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // warm up the Prisma client, the connection pools and the JIT on a small document first
  await ingestDocument({ fileName: 'warm-up', text: readFileSync('prisma/demo/seeds/004_43f414df02cd1994.txt', 'utf8') });
  await copyRows(client, parseDocument(prepareText(seed000)).runs);
  const rows: string[] = [];
  for (const [name, base] of [
    ['3-hour run, 10,800 interval lines', threeHours],
    ['seed 000 (8 runs, 348 operations)', seed000],
  ] as const) {
    const parsed = parseDocument(prepareText(base));
    const childRows = parsed.runs.reduce((n, r) => n + r.intervals.length + r.operations.length + r.tests.length, 0);
    const parseMs: number[] = [];
    const ingestMs: number[] = [];
    const copyMs: number[] = [];
    let trips = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // new content each round (the same twice would answer with the runs stored the first time)
      const text = `${base}\n\nround ${round + 1}\n`;
      parseMs.push((await time(async () => parseDocument(prepareText(text))))[1]);
      statements = 0;
      const [result, ms] = await time(() => ingestDocument({ fileName: name, text }));
      trips = statements;
      if (!result.created) throw new Error('expected a new upload');
      ingestMs.push(ms);
      copyMs.push((await time(() => copyRows(client, parsed.runs)))[1]);
    }
    const [ingest, copy] = [median(ingestMs), median(copyMs)];
    rows.push(
      `${name}: ${childRows.toLocaleString('en')} child rows · ingest ${ingest.toFixed(0)} ms in ${trips} statements (parse ${median(parseMs).toFixed(0)} ms) · plain COPY of the same rows ${copy.toFixed(0)} ms · ingest / COPY = ${(ingest / copy).toFixed(1)}× (medians of ${ROUNDS})`,
    );
  }
  await client.end();
  console.log(rows.join('\n'));
});
