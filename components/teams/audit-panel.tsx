import { Panel } from '@/components/ui/page-header';
import { formatDate } from '@/lib/format';

export type AuditRow = {
  id: number;
  createdAt: Date;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  ip: string | null;
};

/** Who did what, when, from where: the newest first. */
export function AuditPanel({ events }: { events: AuditRow[] }) {
  return (
    <Panel title="Audit trail">
      {events.length === 0 ? <p className="text-sm text-muted">Nothing recorded yet.</p> : null}
      <table className="w-full text-xs" data-testid="audit">
        <tbody>
          {events.map((e) => (
            <tr key={e.id} className="border-b border-line align-top last:border-0" data-action={e.action}>
              <td className="py-1 pr-3 whitespace-nowrap text-muted">{formatDate(e.createdAt)}</td>
              <td className="py-1 pr-3">{e.actorName}</td>
              <td className="py-1 pr-3 font-mono">{e.action}</td>
              <td className="py-1 pr-3">
                {e.targetType}
                {e.targetId ? ` ${e.targetId.slice(0, 24)}` : ''}: {e.summary}
              </td>
              <td className="py-1 text-muted">{e.ip ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
