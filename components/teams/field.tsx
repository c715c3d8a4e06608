import type { ReactNode } from 'react';

/** A labelled control in the team page's one-line forms. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control comes in as children
    <label className="flex flex-col text-xs text-muted">
      {label}
      {children}
    </label>
  );
}

export const INPUT = 'rounded-md border border-line bg-white px-2 py-1 text-sm text-ink';
