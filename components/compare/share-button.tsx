'use client';

import { useState } from 'react';
import { MAX_SHARE_NOTE, type StoredShareState } from '@/lib/schemas/json-columns';

/** Freezes the runs and settings (a comparison's, a ratio matrix's) into a short link /s/<slug>, with a note for whoever opens it. */
export function ShareButton({ state }: { state: StoredShareState }) {
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const share = async () => {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch('/api/shares', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ state, note }),
      });
      const body = (await response.json()) as { slug?: string; error?: { message: string } };
      if (!response.ok || !body.slug) throw new Error(body.error?.message ?? `The server answered ${response.status}.`);
      setLink(`${window.location.origin}/s/${body.slug}`);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="flex flex-col">
        <textarea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={MAX_SHARE_NOTE}
          rows={1}
          placeholder="Note for the link (optional)"
          aria-label="Note for the link"
          className="w-64 resize-y rounded border border-line bg-panel px-2 py-1 text-sm"
        />
        {note.length > MAX_SHARE_NOTE - 100 ? (
          <span className="text-xs text-muted" data-testid="share-note-left">
            {MAX_SHARE_NOTE - note.length} characters left
          </span>
        ) : null}
      </span>
      <button
        type="button"
        onClick={() => void share()}
        disabled={busy}
        className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-on-accent disabled:bg-faint"
      >
        {busy ? 'Sharing…' : 'Share'}
      </button>
      {link ? (
        <span className="flex items-center gap-1 text-sm">
          <input
            readOnly
            value={link}
            aria-label="Share link"
            className="w-80 rounded border border-line px-2 py-1 font-mono text-xs"
            onFocus={(e) => e.target.select()}
          />
          <button type="button" className="text-xs text-accent" onClick={() => void navigator.clipboard?.writeText(link)}>
            copy
          </button>
        </span>
      ) : null}
      {error ? (
        <span role="alert" className="text-sm text-worse">
          {error}
        </span>
      ) : null}
    </span>
  );
}
