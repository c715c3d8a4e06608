'use client';

type Row = Record<string, string | number | boolean | null>;

function download(content: string, type: string, name: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** CSV and JSON of exactly the rows a table shows. */
export function TableExport({ rows, fileName }: { rows: Row[]; fileName: string }) {
  return (
    <span className="flex gap-2 text-xs">
      <button
        type="button"
        className="text-muted hover:text-ink"
        onClick={async () => {
          // loaded on demand: most visitors never export; formulas escaped as in the server exports
          const { toCsv } = await import('@/lib/csv');
          download(toCsv(rows), 'text/csv', `${fileName}.csv`);
        }}
      >
        CSV
      </button>
      <button
        type="button"
        className="text-muted hover:text-ink"
        onClick={() => download(JSON.stringify(rows, null, 2), 'application/json', `${fileName}.json`)}
      >
        JSON
      </button>
    </span>
  );
}
