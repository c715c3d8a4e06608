// A stored run as a JSON or CSV file, produced batch by batch from the database.
import { CHILD_TABLES, type ChildTable, type RunForExport, readRunRows } from '../db/run-export';
import { intervalSeriesLabels } from '../run-view';
import { flagsText } from '../sql-bench-markers';
import { CSV_COLUMNS, type CsvPart, csvChunks, intervalCsvHeader, metricsCsv } from './run-csv';
import { jsonChunks } from './run-json';

/** Everything stored of the run: its fields, context and every child row, as it was before streaming. */
export function runJsonChunks(run: RunForExport): AsyncGenerator<string> {
  const { upload, _count: _counts, ...head } = run;
  return jsonChunks(
    head,
    CHILD_TABLES.map((key) => ({ key, batches: readRunRows(key, run.id) })),
    { upload: { id: upload.id, fileName: upload.fileName } },
  );
}

const TABLE_OF: Record<Exclude<CsvPart, 'metrics'>, ChildTable> = {
  intervals: 'intervals',
  operations: 'operations',
  tests: 'testTotals',
  histogram: 'histogram',
  warnings: 'warnings',
};

/**
 * sql-bench's markers in words (`estimated time`), not as printed: a spreadsheet reads a cell that
 * starts with `+` as a formula, so the formula guard had to export `'+`, which says nothing.
 */
async function* flagsInWords(batches: AsyncIterable<Record<string, unknown>[]>): AsyncGenerator<Record<string, unknown>[]> {
  for await (const rows of batches)
    yield rows.map((row) => (typeof row.flags === 'string' ? { ...row, flags: flagsText(row.flags) } : row));
}

export async function* runCsvChunks(run: RunForExport, part: CsvPart): AsyncGenerator<string> {
  if (part === 'metrics') {
    yield metricsCsv(run);
    return;
  }
  const header = part === 'intervals' ? intervalCsvHeader(intervalSeriesLabels(run)) : CSV_COLUMNS[part];
  const rows = readRunRows(TABLE_OF[part], run.id);
  yield* csvChunks(CSV_COLUMNS[part], part === 'operations' ? flagsInWords(rows) : rows, header);
}
