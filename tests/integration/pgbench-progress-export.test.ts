// pgbench's progress reports print, each period, the latency's standard deviation and (with --rate)
// the schedule lag: `progress: 1.0 s, 100.8 tps, lat 13.026 ms stddev 20.332, 0 failed, lag 1.556 ms,
// 99 skipped`. Both are stored per interval and exported — as CSV, after the published columns, and
// as JSON — each row naming the line it came from; a sysbench run leaves them empty.
import { readFileSync } from 'node:fs';
import { beforeAll, expect, test } from 'vitest';

process.env.BENCHBOARD_AUTH = 'off';

import { GET as exportRun } from '../../app/api/runs/[id]/export/route';
import { ingestDocument } from '../../lib/ingest/ingest';

const RATE = 'tests/fixtures/pgbench-15-debian/rate_R200_L5.log';
const PROGRESS = 'prisma/demo/mariadb-10.11/pgbench/tpcb_c4_j2_progress1.log';
const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const file of [RATE, PROGRESS])
    ids[file] = (await ingestDocument({ fileName: file, text: readFileSync(file, 'utf8') })).runIds[0] as number;
}, 60_000);

async function exported(runId: number, format: string): Promise<string> {
  const response = await exportRun(new Request(`http://localhost/api/runs/${runId}/export?${format}`), params(runId));
  expect(response.status).toBe(200);
  return response.text();
}

async function csvRows(runId: number): Promise<Record<string, string>[]> {
  const [header, ...rows] = (await exported(runId, 'format=csv&part=intervals'))
    .slice(0, -2)
    .split('\r\n')
    .map((row) => row.split(','));
  expect(header?.slice(-3)).toEqual(['line', 'latencyStddevMs', 'lagMs']);
  return rows.map((cells) => Object.fromEntries((header ?? []).map((name, i) => [name, cells[i] ?? ''])));
}

/** Each progress line of the log, by its line number: its stddev and lag as printed. */
function printed(file: string): Map<number, { stddev: string; lag: string }> {
  const out = new Map<number, { stddev: string; lag: string }>();
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, i) => {
      const m = /^progress: .* stddev ([\d.]+)(?:.*, lag ([\d.]+) ms)?/.exec(text);
      if (m) out.set(i + 1, { stddev: m[1] as string, lag: m[2] ?? '' });
    });
  return out;
}

test.each([RATE, PROGRESS])('%s: every interval’s stddev and lag are the ones its line printed', async (file) => {
  const rows = await csvRows(ids[file] as number);
  const lines = printed(file);
  expect(rows).toHaveLength(lines.size);
  for (const row of rows) {
    const fromLine = lines.get(Number(row.line));
    expect(fromLine, `line ${row.line}`).toBeDefined();
    expect(Number(row.latencyStddevMs)).toBe(Number(fromLine?.stddev));
    expect(row.lagMs === '' ? '' : Number(row.lagMs)).toBe(fromLine?.lag === '' ? '' : Number(fromLine?.lag));
  }
});

test('the first period of the --rate run, as the log prints it at line 4', async () => {
  const [first] = await csvRows(ids[RATE] as number);
  expect(first).toMatchObject({ t: '1', tps: '100.8', latencyMs: '13.026', latencyStddevMs: '20.332', lagMs: '1.556', line: '4' });
  const json = JSON.parse(await exported(ids[RATE] as number, 'format=json'));
  expect(json.intervals[0]).toMatchObject({ t: 1, latencyStddevMs: 20.332, lagMs: 1.556, line: 4 });
  // without --rate there is no lag
  const [plain] = await csvRows(ids[PROGRESS] as number);
  expect(plain).toMatchObject({ t: '1', latencyStddevMs: '1.587', lagMs: '' });
});

test('the run page’s chart draws them on the latency axis: the --rate run’s first point is line 4’s', async () => {
  const { listIntervalBuckets } = await import('../../lib/db/intervals');
  const { intervalChartDataOf } = await import('../../lib/interval-rows');
  const rate = ids[RATE] as number;
  const plain = ids[PROGRESS] as number;
  const buckets = await listIntervalBuckets([rate, plain], 600);
  const chart = intervalChartDataOf(buckets.get(rate) ?? { total: 0, perBucket: 1, buckets: [] });
  expect(chart.series.latencyStddevMs?.avg[0]).toBe(20.33);
  expect(chart.series.lagMs?.avg[0]).toBe(1.56);
  expect(buckets.get(rate)?.buckets[0]).toMatchObject({
    lineFrom: 4,
    latencyStddevMs: { min: 20.332, max: 20.332 },
    lagMs: { max: 1.556 },
  });
  // no --rate, no lag series at all
  const withoutRate = intervalChartDataOf(buckets.get(plain) ?? { total: 0, perBucket: 1, buckets: [] });
  expect(withoutRate.series.latencyStddevMs?.avg[0]).toBe(1.59);
  expect(withoutRate.series.lagMs).toBeUndefined();
});
