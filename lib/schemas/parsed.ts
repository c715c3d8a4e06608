// The parser's output checked at the ingest boundary: nothing reaches the database that does not
// have the shape (and finite numbers) the schema promises.
import { z } from 'zod';

const num = z.number().finite();
const nullableNum = num.nullable();
const warning = z.object({ line: z.number().int().min(0), message: z.string() });

const run = z.object({
  tool: z.enum(['sysbench', 'sql-bench', 'pgbench', 'mysqlbench']),
  toolVersion: z.string().nullable(),
  test: z.string().nullable(),
  title: z.string().nullable(),
  lines: z.tuple([z.number().int().min(1), z.number().int().min(1)]),
  complete: z.boolean(),
  serverVersion: z.string().nullable(),
  command: z.string().nullable(),
  parameters: z.record(z.string(), z.union([z.string(), num, z.boolean()])),
  metrics: z.object({
    tps: nullableNum,
    qps: nullableNum,
    eventsPerSec: nullableNum,
    durationS: nullableNum,
    errors: nullableNum,
    reconnects: nullableNum,
    latencyMs: z.object({ min: nullableNum, avg: nullableNum, max: nullableNum, percentile: nullableNum, percentileValue: nullableNum }),
  }),
  figures: z.record(z.string(), num),
  sources: z.record(z.string(), z.array(z.number().int())),
  derived: z.array(z.string()),
  header: z.record(z.string(), z.string()),
  operations: z.array(
    z.object({
      name: z.string(),
      seconds: nullableNum,
      usr: nullableNum,
      sys: nullableNum,
      cpu: nullableNum,
      count: nullableNum,
      flags: z.string(),
      latencyMs: nullableNum.optional(),
      failures: nullableNum.optional(),
      line: z.number().int(),
    }),
  ),
  tests: z.array(
    z.object({
      name: z.string(),
      seconds: nullableNum,
      usr: nullableNum,
      sys: nullableNum,
      cpu: nullableNum,
      skipped: z.boolean(),
      failed: z.boolean(),
      estimated: z.boolean(),
      reason: z.string().nullable(),
      line: z.number().int(),
    }),
  ),
  intervals: z.array(
    z.object({
      t: num,
      threads: nullableNum,
      tps: nullableNum,
      qps: nullableNum,
      eventsPerSec: nullableNum,
      readsPerSec: nullableNum,
      writesPerSec: nullableNum,
      otherPerSec: nullableNum,
      latencyMs: nullableNum,
      latencyPct: nullableNum,
      errorsPerSec: nullableNum,
      reconnectsPerSec: nullableNum,
      line: z.number().int(),
    }),
  ),
  histogram: z.array(z.object({ ms: num, count: num, line: z.number().int() })),
  warnings: z.array(warning),
  configs: z.array(z.number().int()),
});

const config = z.object({
  kind: z.enum(['my.cnf', 'options', 'variables']),
  lines: z.tuple([z.number().int(), z.number().int()]),
  title: z.string().nullable(),
  entries: z.record(z.string(), z.string()),
  items: z.array(z.object({ section: z.string(), key: z.string(), value: z.string(), line: z.number().int(), bytes: nullableNum })),
  text: z.string(),
  runs: z.array(z.number().int()),
});

const matrix = z.object({
  caption: z.string().nullable(),
  rowLabel: z.string().nullable(),
  columnLabel: z.string().nullable(),
  rows: z.array(z.string()),
  columns: z.array(z.string()),
  values: z.array(z.array(nullableNum)),
  notes: z.array(z.object({ row: z.string(), column: z.string(), text: z.string(), line: z.number().int() })),
  lines: z.tuple([z.number().int(), z.number().int()]),
  rowLines: z.array(z.number().int()),
  parameters: z.record(z.string(), z.string()),
});

const host = z.object({
  lines: z.tuple([z.number().int(), z.number().int()]),
  description: z.string(),
  cpuModel: z.string().nullable(),
  cpus: nullableNum,
  sockets: nullableNum,
  coresPerSocket: nullableNum,
  threadsPerCore: nullableNum,
  memoryBytes: nullableNum,
  disks: z.array(z.object({ name: z.string(), sizeBytes: nullableNum, rotational: z.boolean().nullable(), model: z.string().nullable() })),
  virtualization: z.string().nullable(),
  os: z.string().nullable(),
  kernel: z.string().nullable(),
});

export const revisionSchema = z.object({
  product: z.string().nullable(),
  revno: z.string().nullable(),
  committer: z.string().nullable(),
  branch: z.string().nullable(),
  timestamp: z.string().nullable(),
  message: z.string().nullable(),
  lines: z.tuple([z.number().int(), z.number().int()]),
});
export const buildCommandSchema = z.object({ text: z.string(), line: z.number().int() });

export const fileResultSchema = z.object({
  file: z.string(),
  error: warning.nullable(),
  warnings: z.array(warning),
  runs: z.array(run),
  configs: z.array(config),
  matrices: z.array(matrix),
  hosts: z.array(host),
  revisions: z.array(revisionSchema),
  buildCommands: z.array(buildCommandSchema),
});
