'use client';

import { useActionState } from 'react';
import type { FormState } from '@/lib/schemas/run-edit';

type Props = {
  runId: number;
  title: string;
  notes: string;
  tags: Record<string, string>;
  action: (previous: FormState, form: FormData) => Promise<FormState>;
};

export function RunEditForm({ runId, title, notes, tags, action }: Props) {
  const [state, formAction, pending] = useActionState(action, null);
  // refused: the fields keep what was typed (React resets a form to its defaults after the action)
  const typed = state && !state.ok ? state.typed : undefined;
  const field = 'w-full rounded-md border border-line px-2 py-1.5 text-sm';
  return (
    <form action={formAction} className="grid gap-3" aria-label="Edit run">
      <input type="hidden" name="runId" value={runId} />
      <label className="text-xs text-muted">
        Title
        <input name="title" defaultValue={typed?.title ?? title} className={field} required maxLength={300} />
      </label>
      <label className="text-xs text-muted">
        Tags (key=value, one per line)
        <textarea
          name="tags"
          defaultValue={
            typed?.tags ??
            Object.entries(tags)
              .map(([k, v]) => `${k}=${v}`)
              .join('\n')
          }
          rows={Math.max(3, Object.keys(tags).length + 1)}
          className={`${field} font-mono`}
        />
        <span className="mt-0.5 block">
          <code>test=</code> also names the run's test (a log pasted without its command has none), which compare groups runs by;{' '}
          <code>threads=</code> is the run's concurrency (<code>clients=</code> for pgbench and mysqlbench). Other tags say what the run
          measured: runs tagged alike are repeats of one configuration and one history. Labels do not count: <code>repeat=</code>,{' '}
          <code>date=</code> (2026-12-01, 20261201 or ISO), who or why (<code>owner=</code>, <code>author=</code>, <code>operator=</code>,{' '}
          <code>reviewer=</code>, <code>ticket=</code>, <code>issue=</code>, <code>jira=</code>, <code>note=</code>, <code>comment=</code>,{' '}
          <code>link=</code>, <code>url=</code>) and any key starting <code>note.</code> or <code>label.</code>
        </span>
      </label>
      <label className="text-xs text-muted">
        Notes
        <textarea name="notes" defaultValue={typed?.notes ?? notes} rows={3} className={field} />
      </label>
      <div className="flex items-center gap-3">
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-on-accent disabled:bg-faint"
        >
          {pending ? 'Saving…' : 'Save'}
        </button>
        {state ? (
          <span role="status" className={`text-sm ${state.ok ? 'text-better' : 'text-worse'}`}>
            {state.message}
          </span>
        ) : null}
      </div>
    </form>
  );
}
