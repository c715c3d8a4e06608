// The parser's output checked at the ingest boundary: nothing reaches the database that does not
// have the shape (and finite numbers) the schema promises. Each schema is typed against the parser
// type it checks (lib/parsers/types.ts), both ways: a field added, removed or changed on one side
// only is a compile error here, and `fileResultSchema.parse(x)` is a FileResult without a cast.
import { z } from 'zod';
import { TOOLS } from '../parsers/formats';
import type {
  FileResult,
  HistogramBucket,
  Interval,
  Operation,
  ParsedBuildCommand,
  ParsedConfig,
  ParsedHost,
  ParsedMatrix,
  ParsedRevision,
  ParsedRun,
  TestTotal,
  Warning,
} from '../parsers/types';

/** True when each of A and B is assignable to the other and they have the same keys (optional ones too). */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Same<A, B> = Mutual<A, B> extends true ? Mutual<keyof A, keyof B> : false;
/** `schema` unchanged, typed so that its output must be exactly T. */
const exactly =
  <T>() =>
  <S extends z.ZodType<T>>(schema: S & (Same<z.output<S>, T> extends true ? unknown : 'the schema and the parser type differ')): S =>
    schema;

const num = z.number().finite();
const nullableNum = num.nullable();
const int = z.number().int();
const lineRange = z.tuple([int, int]);

export const warningSchema = exactly<Warning>()(z.object({ line: int.min(0), message: z.string() }));

export const operationSchema = exactly<Operation>()(
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
    retries: nullableNum.optional(),
    line: int,
  }),
);

export const testTotalSchema = exactly<TestTotal>()(
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
    line: int,
  }),
);

export const intervalSchema = exactly<Interval>()(
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
    latencyStddevMs: nullableNum,
    lagMs: nullableNum,
    line: int,
  }),
);

export const histogramBucketSchema = exactly<HistogramBucket>()(z.object({ ms: num, count: num, line: int }));

export const runSchema = exactly<ParsedRun>()(
  z.object({
    tool: z.enum(TOOLS),
    toolVersion: z.string().nullable(),
    test: z.string().nullable(),
    title: z.string().nullable(),
    lines: z.tuple([int.min(1), int.min(1)]),
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
    sources: z.record(z.string(), z.array(int)),
    derived: z.array(z.string()),
    header: z.record(z.string(), z.string()),
    operations: z.array(operationSchema),
    tests: z.array(testTotalSchema),
    intervals: z.array(intervalSchema),
    histogram: z.array(histogramBucketSchema),
    warnings: z.array(warningSchema),
    configs: z.array(int),
  }),
);

export const configSchema = exactly<ParsedConfig>()(
  z.object({
    kind: z.enum(['my.cnf', 'postgresql.conf', 'options', 'variables']),
    lines: lineRange,
    title: z.string().nullable(),
    entries: z.record(z.string(), z.string()),
    items: z.array(z.object({ section: z.string(), key: z.string(), value: z.string(), line: int, bytes: nullableNum })),
    text: z.string(),
    runs: z.array(int),
  }),
);

export const matrixSchema = exactly<ParsedMatrix>()(
  z.object({
    caption: z.string().nullable(),
    rowLabel: z.string().nullable(),
    columnLabel: z.string().nullable(),
    rows: z.array(z.string()),
    columns: z.array(z.string()),
    values: z.array(z.array(nullableNum)),
    notes: z.array(z.object({ row: z.string(), column: z.string(), text: z.string(), line: int })),
    lines: lineRange,
    rowLines: z.array(int),
    parameters: z.record(z.string(), z.string()),
  }),
);

export const hostSchema = exactly<ParsedHost>()(
  z.object({
    lines: lineRange,
    description: z.string(),
    cpuModel: z.string().nullable(),
    cpus: nullableNum,
    sockets: nullableNum,
    coresPerSocket: nullableNum,
    threadsPerCore: nullableNum,
    memoryBytes: nullableNum,
    disks: z.array(
      z.object({ name: z.string(), sizeBytes: nullableNum, rotational: z.boolean().nullable(), model: z.string().nullable() }),
    ),
    virtualization: z.string().nullable(),
    os: z.string().nullable(),
    kernel: z.string().nullable(),
  }),
);

export const revisionSchema = exactly<ParsedRevision>()(
  z.object({
    product: z.string().nullable(),
    revno: z.string().nullable(),
    committer: z.string().nullable(),
    branch: z.string().nullable(),
    timestamp: z.string().nullable(),
    message: z.string().nullable(),
    lines: lineRange,
  }),
);

export const buildCommandSchema = exactly<ParsedBuildCommand>()(z.object({ text: z.string(), line: int }));

export const fileResultSchema = exactly<FileResult>()(
  z.object({
    file: z.string(),
    error: warningSchema.nullable(),
    warnings: z.array(warningSchema),
    runs: z.array(runSchema),
    configs: z.array(configSchema),
    matrices: z.array(matrixSchema),
    hosts: z.array(hostSchema),
    revisions: z.array(revisionSchema),
    buildCommands: z.array(buildCommandSchema),
  }),
);
