'use client';

import { useState } from 'react';

type Props = { rows: string[]; columns: string[]; onAdd: (row: string, column: string, text: string) => void };

/** Attach a note to one cell ("insert/4 is a glitch"); it shows as † and travels with the URL. */
export function MatrixNoteForm({ rows, columns, onAdd }: Props) {
  const [row, setRow] = useState(rows[0] ?? '');
  const [column, setColumn] = useState(columns[0] ?? '');
  const [text, setText] = useState('');
  const field = 'rounded border border-line px-1.5 py-1 text-xs';
  return (
    <form
      className="mt-3 flex flex-wrap items-center gap-2 px-4 text-xs"
      aria-label="Add a note to a cell"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        onAdd(row, column, text.trim().replace(/\n/g, ' ').slice(0, 200));
        setText('');
      }}
    >
      <span className="text-muted">Note on cell</span>
      <select aria-label="Row of the note" value={row} onChange={(e) => setRow(e.target.value)} className={field}>
        {rows.map((r) => (
          <option key={r}>{r}</option>
        ))}
      </select>
      <select aria-label="Column of the note" value={column} onChange={(e) => setColumn(e.target.value)} className={field}>
        {columns.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
      <input
        aria-label="Note text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="e.g. a glitch: rerun pending"
        className={`${field} w-64`}
        maxLength={200}
      />
      <button type="submit" className="rounded bg-ink px-2 py-1 text-panel">
        Add note
      </button>
    </form>
  );
}
