// The repeats table as rendered: a configuration none of whose runs printed the metric (pgbench's
// aborted 110-client run, beside the 10-client run it was compared with) reads "—" across, not a
// "±3% band" that tested nothing.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { RepeatsSection } from '../../../components/compare/repeats-section';
import { buildCompareModel } from '../../../lib/compare/view-model';
import { compareState, loadRun } from './synthetic-runs';

test('a configuration without the metric: n 0, and "—" for its range, change and test', () => {
  const ran = loadRun(1, { tool: 'pgbench', test: 'tpcb', tps: 1450.2, threads: 10 });
  const other = loadRun(2, { tool: 'pgbench', test: 'tpcb', tps: 1502.8, threads: 20 });
  const aborted = loadRun(3, { tool: 'pgbench', test: 'tpcb', tps: null, threads: 110, complete: false });
  const section = buildCompareModel([ran, other, aborted], compareState(), []).repeats;
  if (!section) throw new Error('no repeats table');
  const html = renderToStaticMarkup(createElement(RepeatsSection, { section }));
  const rows = html.split('<tr').slice(2);
  const cell = (row: string, name: string) => new RegExp(`data-${name}[^>]*>([^<]*)<`).exec(row)?.[1];
  const abortedRow = rows.find((r) => r.includes('#3'));
  if (!abortedRow) throw new Error(`no row for run 3 in ${html}`);
  expect(cell(abortedRow, 'range')).toBe('—');
  expect(cell(abortedRow, 'p')).toBe('—');
  // the run it was compared with keeps its band
  expect(cell(rows.find((r) => r.includes('#2')) ?? '', 'p')).toBe('no test (1 run): ±3% band');
});

test('the same run stored twice is counted once: n, median and spread are of the runs, the copy is named', () => {
  const a = loadRun(1, { tps: 100, threads: 4, tags: { qc: 'off' }, outputFingerprint: 'f1' });
  const b = loadRun(2, { tps: 110, threads: 4, tags: { qc: 'off' }, outputFingerprint: 'f2' });
  // run 1's log uploaded again under another name (same figures, same fingerprint)
  const copy = loadRun(3, { tps: 100, threads: 4, tags: { qc: 'off' }, outputFingerprint: 'f1' });
  const on = loadRun(4, { tps: 150, threads: 4, tags: { qc: 'on' }, outputFingerprint: null });
  const on2 = loadRun(5, { tps: 152, threads: 4, tags: { qc: 'on' }, outputFingerprint: null });
  const section = buildCompareModel([a, b, copy, on, on2], compareState(), []).repeats;
  if (!section) throw new Error('no repeats table');
  const off = section.rows.find((r) => r.runIds.includes(3));
  expect(off?.runIds).toEqual([1, 2, 3]);
  expect(off?.summary).toMatchObject({ n: 2, median: 105, min: 100, max: 110 });
  expect(off?.copies).toEqual([{ runId: 3, number: 3, sameAs: 1, of: 1 }]);
  // runs without a fingerprint (stored before it was kept) are each counted
  expect(section.rows.find((r) => r.runIds.includes(4))?.summary?.n).toBe(2);
  const html = renderToStaticMarkup(createElement(RepeatsSection, { section }));
  expect(html).toContain('#3 is #1 (the same output stored twice): counted once');
  expect(/data-n[^>]*>2</.test(html)).toBe(true);
});

test('a copy in another configuration (stored bare, without its host and build) is not counted there either', () => {
  const withCmd = loadRun(1, { tps: 100, threads: 4, host: { id: 7, name: 'db1' }, outputFingerprint: 'f1' });
  const other = loadRun(2, { tps: 104, threads: 4, host: { id: 7, name: 'db1' }, outputFingerprint: 'f2' });
  const bare = loadRun(3, { tps: 100, threads: 4, host: null, outputFingerprint: 'f1' });
  const section = buildCompareModel([withCmd, other, bare], compareState(), []).repeats;
  const row = section?.rows.find((r) => r.runIds.includes(3));
  expect(row?.runIds).toEqual([3]);
  expect(row?.summary).toBeNull();
  expect(row?.copies).toEqual([{ runId: 3, number: 3, sameAs: 1, of: 1 }]);
  expect(section?.rows.find((r) => r.runIds.includes(1))?.summary?.n).toBe(2);
});

test('a copy chosen as the baseline keeps its measurement; the run it repeats is the one left out', () => {
  const withCmd = loadRun(1, { tps: 100, threads: 4, host: { id: 7, name: 'db1' }, outputFingerprint: 'f1' });
  const other = loadRun(2, { tps: 104, threads: 4, host: { id: 7, name: 'db1' }, outputFingerprint: 'f2' });
  const bare = loadRun(3, { tps: 100, threads: 4, host: null, outputFingerprint: 'f1' });
  const section = buildCompareModel([withCmd, other, bare], compareState({ baseline: 3 }), []).repeats;
  const base = section?.rows.find((r) => r.isBaseline);
  expect(base?.runIds).toEqual([3]);
  expect(base?.summary?.n).toBe(1);
  expect(base?.copies).toEqual([]);
  const db1 = section?.rows.find((r) => r.runIds.includes(1));
  expect(db1?.copies).toEqual([{ runId: 1, number: 1, sameAs: 3, of: 3 }]);
  expect(db1?.summary).toMatchObject({ n: 1, median: 104 });
  expect(db1?.deltaPct).not.toBeNull();
});
