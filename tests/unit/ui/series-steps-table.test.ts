// A history's table shows each run's figure with the decimals its tool prints (sysbench's 2:
// `2,089.20`, where it showed `2,089.2`), or more where a figure has more; its medians and
// intervals, computed, with two decimals at least (a review: a tool that says none, with whole
// figures, showed the median of 12 and 13 as "13").
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { SeriesStepsTable } from '../../../components/series/series-steps-table';
import { type StepRun, seriesSteps } from '../../../lib/series/steps';

const run = (id: number, value: number): StepRun => ({
  id,
  title: `run ${id}`,
  value,
  createdAt: new Date(Date.UTC(2026, 11, 1, 0, id)),
  ranAt: null,
  uploadId: id,
  commit: 'c1',
  build: null,
  version: null,
});

function rendered(values: number[], printed: { rate: number; latency: number } | undefined) {
  const { steps } = seriesSteps(
    values.map((v, i) => run(i + 1, v)),
    'time',
  );
  const html = renderToStaticMarkup(
    createElement(SeriesStepsTable, { steps, axis: 'time', metric: 'tps', anchorId: 1, alerted: new Set<number>(), printed }),
  );
  const cells = (name: string) => [...html.matchAll(new RegExp(`data-${name}[^>]*>([^<]*)<`, 'g'))].map((m) => m[1]);
  const figures = [...html.matchAll(/<span class="num text-xs text-muted">([^<]*)</g)].map((m) => m[1]);
  return { medians: cells('step-median'), figures };
}

test('sysbench’s figures as printed, with two decimals', () => {
  const { medians, figures } = rendered([2089.2, 2056.54], { rate: 2, latency: 2 });
  expect(figures).toEqual(['2,089.20', '2,056.54']);
  expect(medians).toEqual(['2,072.87']);
});

test('whole figures of a tool that says nothing: the figures whole, the median with its decimals', () => {
  const { medians, figures } = rendered([12, 13], undefined);
  expect(figures).toEqual(['12', '13']);
  expect(medians).toEqual(['12.5']);
});

// (a step whose runs have none of the metric said "1 run — no spread" with n 0)
test('a step without the figure: n 0 and no spread claimed', () => {
  const { steps } = seriesSteps([{ ...run(1, 0), value: null }], 'time');
  const html = renderToStaticMarkup(
    createElement(SeriesStepsTable, { steps, axis: 'time', metric: 'tps', anchorId: 1, alerted: new Set<number>(), printed: undefined }),
  );
  expect(html).not.toContain('1 run — no spread');
  expect(/data-step-n[^>]*>0</.test(html)).toBe(true);
});
