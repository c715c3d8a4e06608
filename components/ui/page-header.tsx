import type { ReactNode } from 'react';

export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-xl font-semibold tracking-tight break-words">{title}</h1>
        {subtitle ? <div className="mt-1 text-sm text-muted">{subtitle}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

export function Panel({ title, children, actions, id }: { title?: ReactNode; children: ReactNode; actions?: ReactNode; id?: string }) {
  return (
    <section id={id} className="mb-5 rounded-lg border border-line bg-panel">
      {title ? (
        <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
          <h2 className="text-sm font-semibold">{title}</h2>
          {actions}
        </div>
      ) : null}
      {/* a wide table scrolls inside the panel, never the page */}
      <div className="overflow-x-auto p-4">{children}</div>
    </section>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-line bg-panel p-10 text-center">
      <p className="font-medium">{title}</p>
      {children ? <div className="mt-2 text-sm text-muted">{children}</div> : null}
    </div>
  );
}

/** A tag chip, `key=value`; `label` names the key as the run's tool does (the `threads` tag of a pgbench run: clients). */
export function Tag({ k, v, label }: { k: string; v: string; label?: string }) {
  const named = label !== undefined && label !== k;
  return (
    <span className="chip inline-flex items-center" title={named ? `tag ${k}=${v}` : undefined}>
      <span className="text-muted">{named ? label : k}=</span>
      {v}
    </span>
  );
}
