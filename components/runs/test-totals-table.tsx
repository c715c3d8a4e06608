import { formatNumber } from '@/lib/format';
import { ESTIMATED_REASON } from '@/lib/sql-bench-markers';

type Row = {
  idx: number;
  name: string;
  seconds: number | null;
  usr: number | null;
  sys: number | null;
  cpu: number | null;
  skipped: boolean;
  failed: boolean;
  reason: string | null;
  line: number;
};

export function TestTotalsTable({ rows }: { rows: Row[] }) {
  return (
    <table className="w-full text-sm">
      <thead className="text-xs text-muted">
        <tr className="border-b border-line">
          <th className="px-2 py-1 text-left font-medium">test</th>
          <th className="px-2 py-1 text-right font-medium">wallclock s</th>
          <th className="px-2 py-1 text-right font-medium">usr</th>
          <th className="px-2 py-1 text-right font-medium">sys</th>
          <th className="px-2 py-1 text-right font-medium">cpu</th>
          <th className="px-2 py-1 text-left font-medium">status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.idx} className="border-b border-line last:border-0">
            <td className="px-2 py-1">
              <a href={`#L${t.line}`} className="hover:underline">
                {t.name}
              </a>
            </td>
            <td className="num px-2 py-1 text-right">{formatNumber(t.seconds)}</td>
            <td className="num px-2 py-1 text-right">{formatNumber(t.usr)}</td>
            <td className="num px-2 py-1 text-right">{formatNumber(t.sys)}</td>
            <td className="num px-2 py-1 text-right">{formatNumber(t.cpu)}</td>
            <td className="px-2 py-1 text-xs">
              {t.skipped ? (
                <span className="text-muted">{t.reason}</span>
              ) : t.failed ? (
                <span className="text-worse">{t.reason}</span>
              ) : t.reason === ESTIMATED_REASON ? (
                'estimated'
              ) : (
                'ok'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
