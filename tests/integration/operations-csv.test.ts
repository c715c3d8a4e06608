// A sql-bench run's operations CSV says its markers in words: `+120.00` in compare-results is an
// estimated time, exported as `estimated time` (before: `'+`, the spreadsheet formula guard's
// answer to a cell that starts with `+`, which told a reader nothing). Numbers stay as stored.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { beforeAll, expect, test } from 'vitest';

process.env.BENCHBOARD_AUTH = 'off';

import { GET as exportRun } from '../../app/api/runs/[id]/export/route';
import { ingestDocument } from '../../lib/ingest/ingest';

const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
let runIds: number[] = [];

beforeAll(async () => {
  const text = readFileSync('tests/fixtures/synthetic/sql-bench-compare-results.txt', 'utf8');
  runIds = (await ingestDocument({ fileName: 'compare-results.txt', text })).runIds;
}, 60_000);

async function operations(runId: number): Promise<Record<string, string>[]> {
  const response = await exportRun(new Request(`http://localhost/api/runs/${runId}/export?format=csv&part=operations`), params(runId));
  expect(response.status).toBe(200);
  return Papa.parse<Record<string, string>>(await response.text(), { header: true, skipEmptyLines: true }).data;
}

test('each marker is exported in words, an operation without one empty; the seconds as printed', async () => {
  // the third column: insert_select_1_key | ?12.00|, select_distinct | *33.00|, select_group |+120.00|
  const third = await operations(runIds[2] as number);
  const byName = Object.fromEntries(third.map((row) => [row.name, row]));
  expect(byName.select_group).toMatchObject({ seconds: '120', flags: 'estimated time' });
  expect(byName.insert_select_1_key).toMatchObject({ seconds: '12', flags: 'wrong result' });
  expect(byName.select_distinct).toMatchObject({ seconds: '33', flags: 'different test count' });
  expect(byName['connect+select_1_row']).toMatchObject({ seconds: '70', flags: '' });
  expect(third.some((row) => row.flags?.startsWith("'"))).toBe(false);
  // the first column printed no marker
  expect((await operations(runIds[0] as number)).every((row) => row.flags === '')).toBe(true);
});
