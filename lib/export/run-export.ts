// A stored run as a JSON or CSV file, produced batch by batch from the database.
import { CHILD_TABLES, type ChildTable, type RunForExport, readRunRows } from '../db/run-export';
import { getUploadLines } from '../db/uploads';
import { intervalSeriesLabels } from '../run-view';
import { lineOf, mergeRanges } from '../source-lines';
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

/**
 * The text of each line a figure was read from alone (a few dozen at most): the metrics CSV gives
 * each such figure as that line printed it (`16965.7000`, `0.00`), as the run page does.
 */
async function figureLines(run: RunForExport): Promise<(line: number) => string | undefined> {
  const lines = [...new Set(Object.values(run.sources).flatMap((l) => (l.length === 1 ? l : [])))].sort((a, b) => a - b).slice(0, 500);
  if (lines.length === 0) return () => undefined;
  const read = await getUploadLines(run.upload.id, mergeRanges(lines.map((line) => ({ from: line, to: line }))));
  return (line) => (read ? lineOf(read.segments, line) : undefined);
}

export async function* runCsvChunks(run: RunForExport, part: CsvPart): AsyncGenerator<string> {
  if (part === 'metrics') {
    yield metricsCsv(run, await figureLines(run));
    return;
  }
  const header = part === 'intervals' ? intervalCsvHeader(intervalSeriesLabels(run)) : CSV_COLUMNS[part];
  const rows = readRunRows(TABLE_OF[part], run.id);
  yield* csvChunks(CSV_COLUMNS[part], part === 'operations' ? flagsInWords(rows) : rows, header);
}
