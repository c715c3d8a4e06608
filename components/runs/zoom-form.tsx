'use client';

import { useState } from 'react';
import { parseTime } from '@/lib/time-axis';

type Props = {
  zoom: { from: number; to: number } | null;
  /** how a time reads on the chart's axis (the fields start with the zoomed range in it) */
  format: (seconds: number) => string;
  /** the range the chart shows: the fields' placeholders, as the axis reads them (`0` to `15` for a 15-second run, not `1:00`) */
  shown: [number, number];
  onZoom: (from: number, to: number) => void;
};

/** A range typed as the axis reads it (`1:00`, `1:05:30`) or in seconds: the keyboard's way to zoom. */
export function ZoomForm({ zoom, format, shown, onZoom }: Props) {
  const [from, setFrom] = useState(zoom ? format(zoom.from) : '');
  const [to, setTo] = useState(zoom ? format(zoom.to) : '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const a = parseTime(from);
    const b = parseTime(to);
    if (a === null || b === null || a === b) {
      setError('give two different times: seconds, h:mm or h:mm:ss');
      return;
    }
    setError(null);
    onZoom(Math.min(a, b), Math.max(a, b));
  };
  const field = 'w-20 rounded border border-line px-1.5 py-0.5 font-mono text-xs';
  return (
    <form onSubmit={submit} className="ml-auto flex flex-wrap items-center gap-1" aria-label="Zoom to a time range">
      <label className="flex items-center gap-1">
        from
        <input className={field} value={from} onChange={(e) => setFrom(e.target.value)} placeholder={format(shown[0])} name="from" />
      </label>
      <label className="flex items-center gap-1">
        to
        <input className={field} value={to} onChange={(e) => setTo(e.target.value)} placeholder={format(shown[1])} name="to" />
      </label>
      <button type="submit" className="rounded border border-line px-2 py-0.5 hover:bg-subtle">
        Zoom
      </button>
      {error ? (
        <span role="alert" className="text-worse">
          {error}
        </span>
      ) : null}
    </form>
  );
}
