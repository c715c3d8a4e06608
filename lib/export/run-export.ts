// A stored run as a JSON or CSV file, produced batch by batch from the database.
import { CHILD_TABLES, type ChildTable, type RunForExport, readRunRows } from '../db/run-export';
import { intervalSeriesLabels } from '../run-view';
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

export async function* runCsvChunks(run: RunForExport, part: CsvPart): AsyncGenerator<string> {
  if (part === 'metrics') {
    yield metricsCsv(run);
    return;
  }
  const header = part === 'intervals' ? intervalCsvHeader(intervalSeriesLabels(run)) : CSV_COLUMNS[part];
  yield* csvChunks(CSV_COLUMNS[part], readRunRows(TABLE_OF[part], run.id), header);
}
