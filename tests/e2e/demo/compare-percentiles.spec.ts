// Two runs alike but for the latency percentile they printed (`--percentile=99`): compare warned
// "Latency percentiles differ (95th vs 99th)" and then said the runs had "the same … parameters"
// (a DBA's pass, 2026-12-07). The sentence now names workload parameters and points to the warning;
// and their history of the percentile latency said the 99th run had "no latency percentile".
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { anotherRun } from '../../support/another-run';

test('compare of a 95th- and a 99th-percentile run: the warning, and no claim that nothing differs', async ({ page, request }) => {
  const stamp = Date.now();
  const log = readFileSync('prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-off_r4.log', 'utf8');
  const upload = async (name: string, text: string) => {
    const response = await request.post('/api/uploads', {
      multipart: {
        files: { name, mimeType: 'text/plain', buffer: Buffer.from(`${text}\n# percentiles e2e ${stamp}\n`) },
        manifest: JSON.stringify({ tags: `percentiles=e2e-${stamp}`, projectName: `percentiles e2e ${stamp}` }),
      },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { results: { runIds: number[] }[] }).results[0]?.runIds[0] as number;
  };
  const p95 = await upload('p95.log', `sysbench oltp_read_only --threads=4 --time=20 run\n${anotherRun(log, 1)}`);
  const p99 = await upload(
    'p99.log',
    `sysbench oltp_read_only --threads=4 --time=20 --percentile=99 run\n${anotherRun(log, 2).replace('95th percentile:', '99th percentile:')}`,
  );
  expect((await (await request.get(`/api/runs/${p99}`)).json()).metrics.latencyMs.percentile).toBe(99);
  await page.goto(`/compare?runs=${p95},${p99}`);
  await expect(page.getByLabel('Comparison warnings')).toContainText('Latency percentiles differ (95th vs 99th)');
  await expect(page.getByTestId('nothing-differs')).toHaveText(
    'These runs have the same tags, commit, server build, host, configuration and workload parameters; the warnings above say what else differs.',
  );
  // one history: its percentile latency is the 95th; the 99th run is said to be another's, not "no latency percentile"
  await page.goto(`/series?run=${p95}&axis=time&metric=latPctMs`);
  await expect(page.locator(`li:has([data-series-run="${p99}"]) .num`)).toHaveText("its 99th percentile: not this history's");
  await expect(page.locator(`li:has([data-series-run="${p95}"]) .num`)).toHaveText(/^\d+\.\d\d$/);
  await expect(page.getByText('latency 95th pct ms in time (commits, uploads) (runs of other percentiles left out)')).toBeVisible();
});
