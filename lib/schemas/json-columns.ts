// The eight PostgreSQL `jsonb` columns, one zod schema each, applied by the lib/db read functions
// (Cal.com's pattern: JSON columns parsed inside the query function), so that callers get typed
// values and need no `as`.
//
// What happens to a stored value that does not match (written by an older parser, by hand, or by
// a bug) — decided per column by what a wrong value would do:
//
// - Descriptive columns (a run's parameters, extra figures and source lines, an upload's warnings,
//   a host's disks, a result table's parameters and context) are read leniently: each entry that
//   does not match is DROPPED, and one warning naming the table, the row id, the column and the
//   dropped paths goes to the server log. The page shows everything else: a missing figure is
//   visible as missing, a wrong one would not be. When not even the outer shape matches, the column
//   reads as empty (same warning).
// - A share's state decides WHICH comparison a page shows; dropping a bad key (its baseline, its
//   runs) would show another comparison under the same link, silently. It is read strictly: a state
//   that does not match throws StoredJsonError naming the share, and the page shows an error.
import { z } from 'zod';
import { shareStateSchema } from '../compare/state';
import { AppError } from '../errors';
import type { ParameterValue, ParsedHost, Warning } from '../parsers/types';
import { matrixShareStateSchema } from './matrix';
import { buildCommandSchema, revisionSchema } from './parsed';

const warning = z.object({ line: z.number().int(), message: z.string() });

/** Run.parameters: benchmark options (`threads`, `tableSize`, …) as the log printed them. */
export const runParametersSchema: z.ZodType<Record<string, ParameterValue>> = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean()]),
);

/** Run.extraMetrics: every other printed figure, tool header fields, figures computed from printed ones. */
export const runExtraMetricsSchema = z.object({
  figures: z.record(z.string(), z.number()).default({}),
  header: z.record(z.string(), z.string()).default({}),
  derived: z.array(z.string()).default([]),
});

/** Run.sources: metric path (`metrics.tps`, `figures.deadlocks`) → the 1-based lines it was read from. */
export const runSourcesSchema = z.record(z.string(), z.array(z.number().int()));

/** Upload.warnings: what the parser could not read, by line. */
export const uploadWarningsSchema: z.ZodType<Warning[]> = z.array(warning);

/** Host.disks: the disks lsblk listed. */
export const hostDisksSchema: z.ZodType<ParsedHost['disks']> = z.array(
  z.object({ name: z.string(), sizeBytes: z.number().nullable(), rotational: z.boolean().nullable(), model: z.string().nullable() }),
);

/** Matrix.parameters: benchmark options printed near a result table. */
export const matrixParametersSchema = z.record(z.string(), z.string());

/** Matrix.context: what the document says of the servers its table compares. */
export const matrixContextColumnSchema = z.object({
  revisions: z.array(revisionSchema).default([]),
  buildCommands: z.array(buildCommandSchema).default([]),
});

/**
 * Share.state: the frozen comparison, or a ratio matrix (`kind: 'matrix'`; a comparison's state has
 * no kind), read strictly (see above).
 */
export const shareStateColumnSchema = z.union([
  matrixShareStateSchema,
  // a matrix's state that does not read is refused, never read as a comparison without its kind
  shareStateSchema.extend({ kind: z.undefined().optional() }),
]);
export type StoredShareState = z.infer<typeof shareStateColumnSchema>;

/** Longest note a share link carries: a few sentences for whoever opens it. */
export const MAX_SHARE_NOTE = 1000;
/** POST /api/shares: the state to freeze, and a note for whoever opens the link. */
export const shareRequestSchema = z.object({ state: shareStateColumnSchema, note: z.string().max(MAX_SHARE_NOTE).optional() });

export type RunParameters = z.infer<typeof runParametersSchema>;
export type RunExtraMetrics = z.infer<typeof runExtraMetricsSchema>;
export type RunSources = z.infer<typeof runSourcesSchema>;
export type HostDisks = z.infer<typeof hostDisksSchema>;
export type MatrixParameters = z.infer<typeof matrixParametersSchema>;
export type MatrixContextColumn = z.infer<typeof matrixContextColumnSchema>;

/** Where a stored value was read from: named in warnings and errors. */
export type StoredAt = { table: string; id: number | string; column: string };

/** A stored JSON value that a strict column cannot read: a 500 that names the row, never a wrong page. */
export class StoredJsonError extends AppError {
  constructor(
    readonly at: StoredAt,
    issues: string,
  ) {
    super('internal', `${at.table} ${at.id}: its ${at.column} is stored in a form this version cannot read (${issues}).`, at);
  }
}

const DROPPED = Symbol('dropped');
type Path = PropertyKey[];

/**
 * Removes the entry at `path` from a plain JSON tree (an array element becomes DROPPED, filtered
 * out afterwards, so that the indexes of the other issues stay right). Says what it removed.
 */
function markDropped(root: unknown, path: Path): 'key' | 'element' | null {
  let node: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return null;
    node = Reflect.get(node, key);
  }
  const last = path.at(-1);
  if (last === undefined || typeof node !== 'object' || node === null || !(last in node)) return null;
  if (!Array.isArray(node)) return Reflect.deleteProperty(node, last) ? 'key' : null;
  node[Number(last)] = DROPPED;
  return 'element';
}

/** A deep copy of plain JSON without the entries marked dropped. */
function withoutDropped(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== DROPPED).map(withoutDropped);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutDropped(v)]));
}

const pathText = (path: Path) => (path.length === 0 ? '(the whole value)' : path.map(String).join('.'));

/**
 * A lenient read: the value parsed by `schema`; each entry an issue points at is dropped and the
 * parse tried again. A key whose removal did not help (it is required) is dropped one level up: a
 * disk without its name goes as a whole. `empty` when even the outer shape is wrong. What was
 * dropped is logged.
 */
export function readStoredJson<S extends z.ZodType>(schema: S, value: unknown, at: StoredAt, empty: z.output<S>): z.output<S> {
  const first = schema.safeParse(value);
  if (first.success) return first.data;
  let input = withoutDropped(value);
  const dropped: string[] = [];
  let removedKeys = new Set<string>();
  let issues = first.error.issues;
  for (let round = 0; round < 50; round++) {
    const removedNow = new Set<string>();
    const handled = new Set<string>();
    for (const issue of issues) {
      // two issues inside one entry: the first removed it already
      if (issue.path.some((_, i) => handled.has(pathText(issue.path.slice(0, i + 1))))) continue;
      let path: Path = [...issue.path];
      let removed: 'key' | 'element' | null = null;
      for (; path.length > 0; path = path.slice(0, -1)) {
        if (removedKeys.has(pathText(path))) continue;
        removed = markDropped(input, path);
        if (removed) break;
      }
      if (!removed) return warnDropped(at, ['(the whole value)'], empty);
      if (removed === 'key') removedNow.add(pathText(path));
      handled.add(pathText(path));
      dropped.push(pathText(path));
    }
    removedKeys = removedNow;
    input = withoutDropped(input);
    const next = schema.safeParse(input);
    if (next.success) return warnDropped(at, dropped, next.data);
    issues = next.error.issues;
  }
  return warnDropped(at, ['(the whole value)'], empty);
}

function warnDropped<T>(at: StoredAt, dropped: string[], value: T): T {
  console.warn(`[db] ${at.table} ${at.id}: ${at.column} does not match its schema; left out: ${[...new Set(dropped)].join(', ')}`);
  return value;
}

/** A strict read: the value, or StoredJsonError naming the row. */
export function readStoredJsonStrictly<S extends z.ZodType>(schema: S, value: unknown, at: StoredAt): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const lines = z
    .prettifyError(parsed.error)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  throw new StoredJsonError(at, lines.join('; '));
}

/** A run row's parameters and figures, typed: what lists of many runs read (not the source lines). */
export function readRunFigures(row: { id: number; parameters: unknown; extraMetrics: unknown }): {
  parameters: RunParameters;
  extraMetrics: RunExtraMetrics;
} {
  const at = (column: string): StoredAt => ({ table: 'Run', id: row.id, column });
  return {
    parameters: readStoredJson(runParametersSchema, row.parameters, at('parameters'), {}),
    extraMetrics: readStoredJson(runExtraMetricsSchema, row.extraMetrics, at('extraMetrics'), { figures: {}, header: {}, derived: [] }),
  };
}

/** A run row's three JSON columns, typed. */
export function readRunJson(row: { id: number; parameters: unknown; extraMetrics: unknown; sources: unknown }): {
  parameters: RunParameters;
  extraMetrics: RunExtraMetrics;
  sources: RunSources;
} {
  return {
    ...readRunFigures(row),
    sources: readStoredJson(runSourcesSchema, row.sources, { table: 'Run', id: row.id, column: 'sources' }, {}),
  };
}

export function readHostDisks(row: { id: number; disks: unknown }): HostDisks {
  return readStoredJson(hostDisksSchema, row.disks, { table: 'Host', id: row.id, column: 'disks' }, []);
}

export function readMatrixJson(row: { id: number; parameters: unknown; context: unknown }): {
  parameters: MatrixParameters;
  context: MatrixContextColumn;
} {
  return {
    parameters: readStoredJson(matrixParametersSchema, row.parameters, { table: 'Matrix', id: row.id, column: 'parameters' }, {}),
    context: readStoredJson(
      matrixContextColumnSchema,
      row.context,
      { table: 'Matrix', id: row.id, column: 'context' },
      { revisions: [], buildCommands: [] },
    ),
  };
}
