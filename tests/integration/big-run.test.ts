// A run of 100,000 one-second intervals: every page loader and export stays bounded, and what a
// performance engineer needs survives: a one-second stall and a latency spike in the middle.

import { beforeAll, describe, expect, test } from 'vitest';

// the route handlers are called as a single-user install would (sign-in off): what is measured is bounds
process.env.BENCHBOARD_AUTH = 'off';

import { GET as exportRun } from '../../app/api/runs/[id]/export/route';
import { GET as downloadText } from '../../app/api/uploads/[id]/text/route';
import { loadComparison } from '../../lib/compare/load';
import { bandKeys } from '../../lib/compare/series';
import { compareStateSchema } from '../../lib/compare/state';
import { ALL } from '../../lib/db/access';
import { listIntervalBuckets, listSteadyStats } from '../../lib/db/intervals';
import { getRun, getRunSource } from '../../lib/db/runs';
import { getUpload, getUploadLines, readUploadText } from '../../lib/db/uploads';
import { ingestDocument } from '../../lib/ingest/ingest';
import { CHART_POINTS } from '../../lib/interval-rows';
import { parseDocument, prepareText } from '../../lib/parsers';
import { runSourceRanges } from '../../lib/source-lines';
import { sysbenchLog } from '../support/sysbench-log';

const N = 100_000;
const STALL = 50_000;
const SPIKE = { at: 70_001, ms: 9_999.99 };
const ERRORS = [30_000];
const text = sysbenchLog({ intervals: N, stalls: [STALL], spikes: [SPIKE], errors: ERRORS });
let runId = 0;
let uploadId = 0;
let smallId = 0;

const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

beforeAll(async () => {
  const big = await ingestDocument({ fileName: 'big.log', text });
  runId = big.runIds[0] as number;
  uploadId = (await getRun(ALL, runId))?.uploadId ?? 0;
  const small = await ingestDocument({ fileName: 'small.log', text: sysbenchLog({ intervals: 15, banner: 'small' }) });
  smallId = small.runIds[0] as number;
}, 120_000);

describe('a 100,000-interval run', () => {
  test('the chart gets at most CHART_POINTS buckets covering every interval, stall and spike kept', async () => {
    const series = (await listIntervalBuckets([runId], CHART_POINTS)).get(runId);
    expect(series?.total).toBe(N);
    expect(series?.perBucket).toBe(167);
    const buckets = series?.buckets ?? [];
    expect(buckets.length).toBeLessThanOrEqual(CHART_POINTS);
    expect(buckets.reduce((n, b) => n + b.points, 0)).toBe(N);
    const stalled = buckets.find((b) => b.tFrom <= STALL && b.tTo >= STALL);
    expect(stalled?.tps.min).toBe(0);
    expect(stalled?.tps.avg).toBeGreaterThan(250); // the mean alone would hide it
    const spiked = buckets.find((b) => b.tFrom <= SPIKE.at && b.tTo >= SPIKE.at);
    expect(spiked?.latencyMs.max).toBe(SPIKE.ms);
    expect(spiked?.latencyMs.avg).toBeLessThan(200);
    expect(buckets.filter((b) => b.errorIntervals > 0).map((b) => b.tFrom)).toEqual([29_894]); // the bucket of 167 that holds interval 30,000
    // each bucket names the lines it was read from
    expect(stalled?.lineTo).toBeGreaterThan(stalled?.lineFrom ?? Infinity);
  });

  test('steady-state figures are exact, over every interval after the warm-up', async () => {
    const parsed = parseDocument(prepareText(text)).runs[0]?.intervals ?? [];
    const kept = parsed.filter((p) => p.t > 100).map((p) => p.tps ?? 0);
    const stats = (await listSteadyStats([runId], 100)).get(runId);
    expect(stats?.intervals).toBe(N - 100);
    expect(stats?.mean).toBeCloseTo(kept.reduce((a, b) => a + b, 0) / kept.length, 6);
    expect(stats?.stalls).toBe(1);
  });

  test('the run page loads no interval rows and at most a few thousand source lines, with every linked line', async () => {
    const run = await getRun(ALL, runId);
    expect(run && 'intervals' in run).toBe(false);
    expect(run?._count.intervals).toBe(N);
    if (!run) return;
    const sources = run.sources as Record<string, number[]>;
    const linked = Object.values(sources).flat();
    const ranges = runSourceRanges({ lineStart: run.lineStart, lineEnd: run.lineEnd, linked });
    const source = await getRunSource(run.uploadId, ranges);
    const shown = new Map<number, string>();
    for (const s of source?.segments ?? []) {
      for (const [i, l] of s.lines.entries()) shown.set(s.from + i, l);
    }
    expect(shown.size).toBeLessThanOrEqual(3_000);
    expect(source?.total).toBe(text.split('\n').length - (text.endsWith('\n') ? 1 : 0));
    for (const line of linked) expect(shown.has(line), `line ${line}`).toBe(true);
    expect(shown.get(sources['metrics.tps']?.[0] ?? 0)).toContain('transactions:');
  });

  test('the document view reads a window of lines, wherever it is', async () => {
    const lines = text.split('\n');
    const window = await getUploadLines(uploadId, [{ from: 60_001, to: 62_000 }]);
    expect(window?.total).toBe(lines.length - (text.endsWith('\n') ? 1 : 0));
    expect(window?.segments[0]?.lines).toEqual(lines.slice(60_000, 62_000));
    const upload = await getUpload(ALL, uploadId);
    expect(upload && 'text' in upload).toBe(false);
  });

  test('the full text streams in slices and comes back whole', async () => {
    const slices: Uint8Array[] = [];
    for await (const slice of readUploadText(uploadId, 1_000_000)) slices.push(slice);
    expect(slices.length).toBeGreaterThan(5);
    const joined = Buffer.concat(slices).toString('utf8');
    expect(joined).toBe(prepareText(text));
    const response = await downloadText(new Request('http://localhost/'), params(uploadId));
    expect(response.headers.get('content-disposition')).toContain('big.log');
    expect((await response.text()).length).toBe(joined.length);
  });

  test('the JSON export streams valid, complete JSON', async () => {
    const response = await exportRun(new Request(`http://localhost/api/runs/${runId}/export?format=json`), params(runId));
    expect(response.body).toBeInstanceOf(ReadableStream);
    const json = JSON.parse(await response.text());
    expect(json.intervals).toHaveLength(N);
    expect(json.intervals.map((p: { idx: number }) => p.idx)).toEqual([...Array(N).keys()]);
    expect(json.intervals[STALL - 1]).toMatchObject({ t: STALL, tps: 0 });
    expect(json.tps).toBeGreaterThan(250);
    expect(json.operations).toEqual([]);
    expect(json.upload).toEqual({ id: uploadId, fileName: 'big.log' });
    expect(json._count).toBeUndefined();
  });

  test('the CSV export has every interval', async () => {
    const response = await exportRun(new Request(`http://localhost/api/runs/${runId}/export?format=csv`), params(runId));
    expect(response.headers.get('content-disposition')).toContain(`run-${runId}-intervals.csv`);
    const rows = (await response.text()).split('\r\n');
    // every row ends in CRLF, the last too
    expect(rows).toHaveLength(N + 2);
    expect(rows.at(-1)).toBe('');
    expect(rows[0]).toBe(
      'idx,t,threads,tps,qps,eventsPerSec,readsPerSec,writesPerSec,otherPerSec,latencyMs,latencyPct,errorsPerSec,reconnectsPerSec,line,latencyStddevMs,lagMs',
    );
    expect(rows[STALL]?.split(',').slice(0, 4)).toEqual([String(STALL - 1), String(STALL), '4', '0']);
  });

  test('comparing it with a small run: bounded, stall found, in seconds', async () => {
    const start = performance.now();
    const { model } = await loadComparison(ALL, compareStateSchema.parse({ runs: `${runId},${smallId}`, warmup: '10' }));
    expect(performance.now() - start).toBeLessThan(10_000);
    const intervals = model?.intervals;
    expect(intervals?.rows.length).toBeLessThanOrEqual(1_000 + 15);
    expect(intervals?.stalls).toEqual([expect.objectContaining({ runId, value: 0 })]);
    expect(intervals?.stallIntervals).toBe(1);
    expect(intervals?.downsampled).toEqual([{ runId, total: N, perBucket: 100 }]);
    expect(intervals?.bands.map((b) => b.low)).toEqual([bandKeys(runId).low]);
    expect(intervals?.steady.find((s) => s.runId === smallId)?.mean).toBeGreaterThan(250);
  });
});
