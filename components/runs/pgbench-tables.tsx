import { formatNumber } from '@/lib/format';
import type { ScriptRow } from '@/lib/pgbench-scripts';

/** The log line a row was read from, as every figure of the run page cites its own (a DBA's pass: the statements' were links on their text). */
function LineCell({ line }: { line: number }) {
  return (
    <td className="px-2 py-1 text-right text-xs" data-source-line={line}>
      <a href={`#L${line}`} className="text-accent hover:underline">
        {line}
      </a>
    </td>
  );
}

/** One row per pgbench script of a mixed run: its share of the transactions, tps and latency. */
export function PgbenchScriptsTable({ scripts }: { scripts: ScriptRow[] }) {
  return (
    <table className="w-full text-sm" data-testid="pgbench-scripts">
      <thead className="text-xs text-muted">
        <tr className="border-b border-line">
          <th className="px-2 py-1 text-left font-medium">script</th>
          <th className="px-2 py-1 text-right font-medium">transactions</th>
          <th className="px-2 py-1 text-right font-medium">tps</th>
          <th className="px-2 py-1 text-right font-medium">latency avg (ms)</th>
          <th className="px-2 py-1 text-right font-medium">failed</th>
          <th className="px-2 py-1 text-right font-medium">line</th>
        </tr>
      </thead>
      <tbody>
        {scripts.map((s) => (
          <tr key={s.n} className="border-b border-line last:border-0" data-script={s.n}>
            <td className="px-2 py-1">
              {s.n}: {s.name}
            </td>
            <td className="num px-2 py-1 text-right">{formatNumber(s.transactions)}</td>
            <td className="num px-2 py-1 text-right">{formatNumber(s.tps)}</td>
            <td className="num px-2 py-1 text-right">{latency(s.latencyMs)}</td>
            <td className="num px-2 py-1 text-right">{s.failures === null ? '—' : String(s.failures)}</td>
            <LineCell line={s.line} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Statement = {
  idx: number;
  name: string;
  latencyMs: number | null;
  failures: number | bigint | null;
  retries: number | bigint | null;
  line: number;
};

const count = (n: number | bigint | null) => (n === null ? '—' : formatNumber(Number(n)));

/** pgbench prints every latency with `%.3f`: `0.000` and `1.980` stay as printed, not `0` and `1.98`. */
const PRINTED_MS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const latency = (ms: number | null) => (ms === null || Number.isNaN(ms) ? '—' : PRINTED_MS.format(ms));

/** pgbench -r: the average latency of every statement of the script(s), its failures and (with --max-tries) its retries. */
export function StatementLatenciesTable({ statements }: { statements: Statement[] }) {
  // pgbench prints retries only when it may retry (--max-tries): no column of dashes otherwise
  const retries = statements.some((s) => s.retries !== null);
  return (
    <table className="w-full text-sm" data-testid="pgbench-statements">
      <thead className="text-xs text-muted">
        <tr className="border-b border-line">
          <th className="px-2 py-1 text-right font-medium">ms</th>
          <th className="px-2 py-1 text-right font-medium">failures</th>
          {retries ? <th className="px-2 py-1 text-right font-medium">retries</th> : null}
          <th className="px-2 py-1 text-left font-medium">statement</th>
          <th className="px-2 py-1 text-right font-medium">line</th>
        </tr>
      </thead>
      <tbody>
        {statements.map((s) => (
          <tr key={s.idx} className="border-b border-line last:border-0">
            <td className="num px-2 py-1 text-right">{latency(s.latencyMs)}</td>
            <td className="num px-2 py-1 text-right">{count(s.failures)}</td>
            {retries ? <td className="num px-2 py-1 text-right">{count(s.retries)}</td> : null}
            <td className="px-2 py-1 font-mono text-xs">{s.name}</td>
            <LineCell line={s.line} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
