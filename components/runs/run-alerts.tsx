import Link from 'next/link';
import { type Described, describeAlert } from '@/lib/alerts/describe';
import { seriesUrl } from '@/lib/url-state/series';
import { AlertBaseline } from '../alerts/alert-baseline';

type Alert = Described & {
  id: number;
  acknowledgedAt: Date | null;
  acknowledgedBy: string | null;
  note: string;
};

/** The regression alerts a run raised, at the top of its page. */
export function RunAlerts({ alerts, runId, projectId }: { alerts: Alert[]; runId: number; projectId: number | null }) {
  return (
    <section className="mb-4 rounded-lg border border-worse-line bg-worse-soft px-4 py-3 text-sm text-worse" data-testid="run-alerts">
      <h2 className="font-semibold">Regression alert{alerts.length > 1 ? 's' : ''}</h2>
      <ul className="mt-1 space-y-1">
        {alerts.map((a) => (
          <li key={a.id} data-alert={a.id}>
            {describeAlert(a)} <AlertBaseline runId={runId} baselineRunIds={a.baselineRunIds} />
            {' · '}
            <Link href={seriesUrl.href({ run: runId, axis: 'time' })} className="text-accent hover:underline">
              history
            </Link>
            {projectId !== null ? (
              <>
                {' · '}
                <Link href={`/projects/${projectId}/alerts`} className="text-accent hover:underline">
                  project alerts
                </Link>
              </>
            ) : null}
            {a.acknowledgedAt ? (
              <span className="ml-2 rounded bg-panel px-1 text-xs text-ink">
                acknowledged by {a.acknowledgedBy}
                {a.note ? `: ${a.note}` : ''}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
