'use client';

import type { ReactNode } from 'react';

type Props = {
  action: (form: FormData) => Promise<void>;
  fields: Record<string, string>;
  question: string;
  className: string;
  /** the form's own classes (where it sits in its row) */
  formClassName?: string;
  children: ReactNode;
};

/** A one-button form that asks before it acts (deleting, purging, making a project public). */
export function ConfirmButton({ action, fields, question, className, formClassName, children }: Props) {
  return (
    <form
      action={action}
      className={formClassName}
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
