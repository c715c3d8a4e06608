import type { ReactNode } from 'react';

/** A labelled control in the team page's one-line forms. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control comes in as children
    <label className="flex max-w-full min-w-0 flex-col text-xs text-muted">
      {label}
      {children}
    </label>
  );
}

export const INPUT = 'max-w-full rounded-md border border-line bg-panel px-2 py-1 text-sm text-ink';
