// A pgbench run with several scripts (-b a@1 -b b@1, -f x.sql -f y.sql) stores one summary row per
// script (`script 1: <builtin: TPC-B (sort of)>`) among its statement rows, and the script's tps as
// a figure. This turns them back into a table of scripts and a table of statements.

type Count = number | bigint | null;
type OperationRow = { idx: number; name: string; count: Count; latencyMs: number | null; failures: Count; line: number };
const toNumber = (n: Count): number | null => (n === null ? null : Number(n));

export type ScriptRow = {
  n: number;
  name: string;
  transactions: number | null;
  tps: number | null;
  latencyMs: number | null;
  failures: number | null;
  line: number;
};

const SCRIPT = /^script (\d+): (.*)$/;

export function splitPgbenchScripts<T extends OperationRow>(
  operations: T[],
  figures: Record<string, number>,
): { scripts: ScriptRow[]; statements: T[] } {
  const scripts: ScriptRow[] = [];
  const statements: T[] = [];
  for (const o of operations) {
    const m = SCRIPT.exec(o.name);
    if (!m) {
      if (o.latencyMs !== null) statements.push(o);
      continue;
    }
    const n = Number(m[1]);
    scripts.push({
      n,
      name: m[2] ?? '',
      transactions: toNumber(o.count),
      tps: figures[`script${n}Tps`] ?? null,
      latencyMs: o.latencyMs,
      failures: toNumber(o.failures),
      line: o.line,
    });
  }
  return { scripts, statements };
}
