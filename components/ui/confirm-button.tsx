'use client';

import type { ReactNode } from 'react';

type Props = {
  action: (form: FormData) => Promise<void>;
  fields: Record<string, string>;
  question: string;
  className: string;
  children: ReactNode;
};

/** A one-button form that asks before it acts (deleting, purging). */
export function ConfirmButton({ action, fields, question, className, children }: Props) {
  return (
    <form
      action={action}
      onSubmit={(event) => {
        if (!window.confirm(question)) event.preventDefault();
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}
