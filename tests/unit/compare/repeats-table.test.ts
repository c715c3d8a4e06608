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
