'use client';

import { type ReactNode, useActionState, useEffect, useRef, useState } from 'react';
import type { SecretState } from '@/lib/schemas/teams';
import { submitKeepingTyped } from '../ui/submit-keeping-typed';

type Props = {
  action: (previous: SecretState, form: FormData) => Promise<SecretState>;
  children: ReactNode;
  submit: string;
  secretLabel: string;
  label: string;
};

/** A form whose answer may carry a secret shown once (an invitation link, an API token), with a copy button. */
export function SecretForm({ action, children, submit, secretLabel, label }: Props) {
  const [state, formAction, pending] = useActionState(action, null);
  const [copied, setCopied] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // done, the form is cleared for the next one; refused, it keeps what was typed (submitKeepingTyped)
  useEffect(() => {
    if (state?.ok) form.current?.reset();
  }, [state]);
  return (
    <div>
      <form
        ref={form}
        action={formAction}
        onSubmit={submitKeepingTyped(formAction)}
        aria-label={label}
        className="flex flex-wrap items-end gap-2"
      >
        {children}
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-on-accent disabled:opacity-60"
        >
          {submit}
        </button>
      </form>
      {state ? (
        <div role="status" className={`mt-3 text-sm ${state.ok ? '' : 'text-worse'}`}>
          <p>{state.message}</p>
          {state.secret ? (
            <div className="mt-2 flex gap-2">
              <input
                readOnly
                value={state.secret}
                aria-label={secretLabel}
                className="w-full rounded-md border border-line bg-subtle px-2 py-1 font-mono text-xs"
              />
              <button
                type="button"
                className="rounded-md border border-line px-2 py-1 text-xs"
                onClick={async () => {
                  await navigator.clipboard?.writeText(state.secret ?? '');
                  setCopied(true);
                }}
              >
                {copied ? 'Copied' : 'Copy'}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
