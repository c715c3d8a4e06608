'use client';

import { useActionState, useEffect, useRef } from 'react';
import type { FormState } from '@/lib/schemas/run-edit';
import { submitKeepingTyped } from '../ui/submit-keeping-typed';

export type Field = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string;
  readOnly?: boolean;
  autoComplete?: string;
};

type Props = {
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  fields: Field[];
  hidden?: Record<string, string>;
  submit: string;
};

/** A small form for the account pages (sign in, set up, accept an invitation); errors come back as text. */
export function CredentialsForm({ action, fields, hidden = {}, submit }: Props) {
  const [state, formAction, pending] = useActionState(action, null);
  // what was typed stays for another try after a refusal, and goes once it was taken (a changed
  // password left in its fields)
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state?.ok) form.current?.reset();
  }, [state]);
  return (
    <form ref={form} action={formAction} onSubmit={submitKeepingTyped(formAction)} className="grid gap-3">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((f) => (
        <label key={f.name} className="grid gap-1 text-sm">
          {f.label}
          <input
            name={f.name}
            type={f.type ?? 'text'}
            defaultValue={f.value}
            readOnly={f.readOnly}
            autoComplete={f.autoComplete}
            required
            className="rounded-md border border-line bg-panel px-2 py-1.5 read-only:bg-subtle"
          />
        </label>
      ))}
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-on-accent disabled:opacity-60"
      >
        {pending ? '…' : submit}
      </button>
      {state && !state.ok ? (
        <p role="alert" className="text-sm text-worse">
          {state.message}
        </p>
      ) : null}
      {state?.ok && state.message ? (
        <p role="status" className="text-sm text-better">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
