import Link from 'next/link';
import { describeAlert } from '@/lib/alerts/describe';
import type { ProjectAlert } from '@/lib/db/alerts';
import { formatDate } from '@/lib/format';
import { seriesUrl } from '@/lib/url-state/series';
import { AlertBaseline } from './alert-baseline';

type Props = { alerts: ProjectAlert[]; canAcknowledge: boolean; acknowledgeAction: (form: FormData) => Promise<void> };

/** A project's alerts: what crossed which threshold, the run, the webhook's answer, and the acknowledgement (with its note). */
export function AlertsList({ alerts, canAcknowledge, acknowledgeAction }: Props) {
  return (
    <ul className="divide-y divide-line text-sm" data-testid="alerts-list">
      {alerts.map((a) => (
        <li key={a.id} className="py-2" data-alert={a.id} data-acknowledged={a.acknowledgedAt ? 'yes' : 'no'}>
          <div className="flex flex-wrap items-baseline gap-2">
            {a.run.deletedAt ? (
              <>
                <span className="font-medium">{a.run.title}</span>
                <Link href="/trash" className="rounded bg-subtle px-1.5 text-xs text-muted hover:underline" data-run-trashed>
                  run in the trash since {formatDate(a.run.deletedAt)}
                </Link>
              </>
            ) : (
              <Link href={`/runs/${a.run.id}`} className="font-medium text-accent hover:underline">
                {a.run.title}
              </Link>
            )}
            {a.run.commit ? <code className="font-mono text-xs">{a.run.commit}</code> : null}
            {a.run.ranAt ? (
              <span className="text-xs text-ink" data-run-ran title={`from its ${a.run.ranAt.from}: ${a.run.ranAt.text}`}>
                ran {a.run.ranAt.shown}
              </span>
            ) : null}
            <span className="text-xs text-muted" data-alert-raised>
              raised {formatDate(a.createdAt)}
            </span>
            {a.run.deletedAt ? null : (
              <Link
                href={seriesUrl.href({ run: a.run.id, axis: 'time', metric: undefined })}
                className="text-xs text-accent hover:underline"
              >
                history
              </Link>
            )}
          </div>
          <p className={a.acknowledgedAt ? 'text-muted' : 'text-worse'}>
            {describeAlert(a)} <AlertBaseline runId={a.run.id} baselineRunIds={a.baselineRunIds} runTrashed={a.run.deletedAt !== null} />
          </p>
          {a.webhookStatus ? (
            <p className="text-xs text-muted" data-webhook-status>
              webhook: {a.webhookStatus}
            </p>
          ) : null}
          {a.acknowledgedAt ? (
            <p className="text-xs text-ink" data-acknowledgement>
              Acknowledged by {a.acknowledgedBy} on {formatDate(a.acknowledgedAt)}
              {a.note ? `: ${a.note}` : ''}
            </p>
          ) : canAcknowledge ? (
            <form action={acknowledgeAction} className="mt-1 flex flex-wrap gap-2">
              <input type="hidden" name="alertId" value={a.id} />
              <input
                name="note"
                maxLength={500}
                placeholder="Note (why it is expected, or the issue filed)"
                aria-label={`Note for alert ${a.id}`}
                className="min-w-72 flex-1 rounded-md border border-line px-2 py-1"
              />
              <button type="submit" className="rounded-md border border-line px-3 py-1 hover:bg-subtle">
                Acknowledge
              </button>
            </form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
