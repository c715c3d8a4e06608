'use client';

import { useExportName } from '@/components/ui/export-name';
import { type ExportRow, type PackedRows, unpackRows } from '@/lib/export/packed-rows';

function download(content: string, type: string, name: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * CSV and JSON of exactly the rows a table shows. A server component passes them packed
 * (lib/export/packed-rows.ts: they travel in the page's RSC payload); a client component as they are.
 */
export function TableExport({ rows: given, fileName }: { rows: ExportRow[] | PackedRows; fileName: string }) {
  const rows = () => (Array.isArray(given) ? given : unpackRows(given));
  const name = useExportName(fileName);
  return (
    <span className="flex gap-2 text-xs">
      <button
        type="button"
        className="text-muted hover:text-ink"
        onClick={async () => {
          // loaded on demand: most visitors never export; formulas escaped as in the server exports
          const { toCsv } = await import('@/lib/csv');
          download(toCsv(rows()), 'text/csv', `${name}.csv`);
        }}
      >
        CSV
      </button>
      <button
        type="button"
        className="text-muted hover:text-ink"
        onClick={() => download(JSON.stringify(rows(), null, 2), 'application/json', `${name}.json`)}
      >
        JSON
      </button>
    </span>
  );
}
