// The rows of one parsed run: its own columns and its child tables (operations, per-test totals,
// interval points, histogram buckets, warnings), bulk-inserted with INSERT … SELECT FROM unnest().
// Shared by ingest and re-parse.
import 'server-only';
import type { ParsedRun } from '../parsers/types';
import type { Prisma } from './generated/client';
import { writeIntervals } from './ingest-rows';

type Tx = Prisma.TransactionClient;

/** The run's own columns, from what the parser read (shared by ingest and re-parse). */
export function parsedRunColumns(p: ParsedRun) {
  const m = p.metrics;
  const threads = p.parameters.threads;
  return {
    tool: p.tool,
    toolVersion: p.toolVersion,
    test: p.test,
    lineStart: p.lines[0],
    lineEnd: p.lines[1],
    complete: p.complete,
    serverVersion: p.serverVersion,
    command: p.command,
    parameters: p.parameters,
    threads: typeof threads === 'number' ? Math.round(threads) : null,
    tps: m.tps,
    qps: m.qps,
    eventsPerSec: m.eventsPerSec,
    durationS: m.durationS,
    errors: m.errors,
    reconnects: m.reconnects,
    latMinMs: m.latencyMs.min,
    latAvgMs: m.latencyMs.avg,
    latMaxMs: m.latencyMs.max,
    latPct: m.latencyMs.percentile,
    latPctMs: m.latencyMs.percentileValue,
    extraMetrics: { figures: p.figures, header: p.header, derived: p.derived },
    sources: p.sources,
  };
}

export async function writeChildren(tx: Tx, runId: number, run: ParsedRun): Promise<void> {
  const ops = run.operations;
  if (ops.length > 0) {
    await tx.$executeRaw`INSERT INTO "Operation" ("runId", idx, name, seconds, usr, sys, cpu, count, flags, "latencyMs", failures, line)
      SELECT ${runId}, * FROM unnest(${ops.map((_, i) => i)}::int[], ${ops.map((o) => o.name)}::text[], ${ops.map((o) => o.seconds)}::float8[],
        ${ops.map((o) => o.usr)}::float8[], ${ops.map((o) => o.sys)}::float8[], ${ops.map((o) => o.cpu)}::float8[],
        ${ops.map((o) => (o.count === null ? null : Math.round(o.count)))}::int8[], ${ops.map((o) => o.flags)}::text[],
        ${ops.map((o) => o.latencyMs ?? null)}::float8[], ${ops.map((o) => (o.failures == null ? null : Math.round(o.failures)))}::int8[], ${ops.map((o) => o.line)}::int[])`;
  }
  const tests = run.tests;
  if (tests.length > 0) {
    await tx.$executeRaw`INSERT INTO "TestTotal" ("runId", idx, name, seconds, usr, sys, cpu, skipped, failed, reason, line)
      SELECT ${runId}, * FROM unnest(${tests.map((_, i) => i)}::int[], ${tests.map((t) => t.name)}::text[], ${tests.map((t) => t.seconds)}::float8[],
        ${tests.map((t) => t.usr)}::float8[], ${tests.map((t) => t.sys)}::float8[], ${tests.map((t) => t.cpu)}::float8[],
        ${tests.map((t) => t.skipped)}::bool[], ${tests.map((t) => t.failed)}::bool[], ${tests.map((t) => t.reason ?? (t.estimated ? 'estimated' : null))}::text[], ${tests.map((t) => t.line)}::int[])`;
  }
  // as ingest writes them (ingest-rows.ts: 5,000-row statements, a column one array literal)
  await writeIntervals(tx, [{ id: runId, parsed: run }]);
  const hist = run.histogram;
  if (hist.length > 0) {
    await tx.$executeRaw`INSERT INTO "HistogramBucket" ("runId", idx, ms, count, line)
      SELECT ${runId}, * FROM unnest(${hist.map((_, i) => i)}::int[], ${hist.map((h) => h.ms)}::float8[], ${hist.map((h) => Math.round(h.count))}::int8[], ${hist.map((h) => h.line)}::int[])`;
  }
  const warnings = run.warnings;
  if (warnings.length > 0) {
    await tx.$executeRaw`INSERT INTO "RunWarning" ("runId", idx, line, message)
      SELECT ${runId}, * FROM unnest(${warnings.map((_, i) => i)}::int[], ${warnings.map((w) => w.line)}::int[], ${warnings.map((w) => w.message.slice(0, 2000))}::text[])`;
  }
}
