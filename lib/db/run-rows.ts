// The rows of one parsed run: its own columns and its child tables (operations, per-test totals,
// interval points, histogram buckets, warnings), bulk-inserted with INSERT … SELECT FROM unnest().
// Shared by ingest and re-parse.
import 'server-only';
import type { ParsedRun } from '../parsers/types';
import type { Prisma } from './generated/client';
import { boolArray, numberArray, textArray } from './pg-array';

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

/** A new run's columns: its own (plannedRunColumns) and its upload's. */
export type NewRunColumns = ReturnType<typeof parsedRunColumns> & {
  title: string;
  notes: string;
  testEdited: boolean;
  threadsEdited: boolean;
  commit: string | null;
  branch: string | null;
  projectId: number | null;
  hostId: number | null;
  serverBuildId: number | null;
  configId: number | null;
  uploadId: number;
  ordinal: number;
  teamId: string | null;
  /** when it ran (lib/db/run-placement.ts); null: when it is added */
  placedAt: Date | null;
  /** its tags' values in key order (tagWordsOf): the trigger makes them part of its search words at once */
  tagWords?: string;
  /** the lines its figures came from, hashed (lib/ingest/output-fingerprint.ts) */
  outputFingerprint: string | null;
};

/**
 * A new run's tag values as its search words hold them: by key, in byte order (the migration
 * search_words_once orders them the same way), one space apart. Given with the run, its tags
 * written after it do not write it a second time.
 */
export function tagWordsOf(tags: Record<string, string>): string {
  return Object.keys(tags)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => tags[key])
    .join(' ');
}

/**
 * The runs of one upload in one INSERT … SELECT FROM unnest(), a column an array: Prisma's
 * createManyAndReturn compiled a new query for every number of runs (~10 ms for seed 000's 8).
 * Returns each run's id by its ordinal.
 */
export async function insertRuns(tx: Tx, runs: NewRunColumns[]): Promise<{ id: number; ordinal: number }[]> {
  if (runs.length === 0) return [];
  const num = (pick: (r: NewRunColumns) => number | null) => numberArray(runs.map(pick));
  const text = (pick: (r: NewRunColumns) => string | null) => textArray(runs.map(pick));
  const json = (pick: (r: NewRunColumns) => unknown) => textArray(runs.map((r) => JSON.stringify(pick(r))));
  return tx.$queryRaw<
    { id: number; ordinal: number }[]
  >`INSERT INTO "Run" ("uploadId", ordinal, "teamId", "projectId", "hostId", "serverBuildId", "configId",
      tool, "toolVersion", test, title, notes, commit, branch, "lineStart", "lineEnd", complete, "serverVersion", command, parameters,
      threads, "testEdited", "threadsEdited", tps, qps, "eventsPerSec", "durationS", errors, reconnects, "latMinMs", "latAvgMs", "latMaxMs", "latPct", "latPctMs",
      "extraMetrics", sources, "searchText", "outputFingerprint", "placedAt")
    SELECT * FROM unnest(${num((r) => r.uploadId)}::int[], ${num((r) => r.ordinal)}::int[], ${text((r) => r.teamId)}::text[],
      ${num((r) => r.projectId)}::int[], ${num((r) => r.hostId)}::int[], ${num((r) => r.serverBuildId)}::int[], ${num((r) => r.configId)}::int[],
      ${text((r) => r.tool)}::text[], ${text((r) => r.toolVersion)}::text[], ${text((r) => r.test)}::text[], ${text((r) => r.title)}::text[],
      ${text((r) => r.notes)}::text[], ${text((r) => r.commit)}::text[], ${text((r) => r.branch)}::text[], ${num((r) => r.lineStart)}::int[],
      ${num((r) => r.lineEnd)}::int[], ${boolArray(runs.map((r) => r.complete))}::bool[], ${text((r) => r.serverVersion)}::text[],
      ${text((r) => r.command)}::text[], ${json((r) => r.parameters)}::jsonb[], ${num((r) => r.threads)}::int[], ${boolArray(runs.map((r) => r.testEdited))}::bool[],
      ${boolArray(runs.map((r) => r.threadsEdited))}::bool[], ${num((r) => r.tps)}::float8[],
      ${num((r) => r.qps)}::float8[], ${num((r) => r.eventsPerSec)}::float8[], ${num((r) => r.durationS)}::float8[], ${num((r) => r.errors)}::float8[],
      ${num((r) => r.reconnects)}::float8[], ${num((r) => r.latMinMs)}::float8[], ${num((r) => r.latAvgMs)}::float8[],
      ${num((r) => r.latMaxMs)}::float8[], ${num((r) => r.latPct)}::float8[], ${num((r) => r.latPctMs)}::float8[],
      ${json((r) => r.extraMetrics)}::jsonb[], ${json((r) => r.sources)}::jsonb[], ${text((r) => r.tagWords ?? '')}::text[],
      ${text((r) => r.outputFingerprint)}::text[],
      -- a run with no date of its own is placed when it is added: createdAt's default, the same instant
      array_replace(${text((r) => r.placedAt?.toISOString() ?? null)}::timestamp(3)[], NULL, LOCALTIMESTAMP(3)))
    RETURNING id, ordinal`;
}
