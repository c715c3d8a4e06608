// A history joins runs of different durations (how long a run ran is no part of its series: one
// cut short stays in its history), and said nothing: a --time=15 run sat among --time=20 nightlies
// unmarked (a DBA's pass, 2026-12-06). The page names each duration and its runs; so too the
// versions of its tool, where its runs printed several (sysbench 1.0.20 and 1.1.0).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { anotherRun } from '../../support/another-run';

test('a history of runs set to 20 s and to 15 s says so, each with its runs', async ({ page, request }) => {
  const stamp = Date.now();
  const log = readFileSync('prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-off_r1.log', 'utf8');
  const upload = async (seconds: number) => {
    const text = `sysbench oltp_read_only --tables=4 --table-size=10000 --threads=4 --time=${seconds} run\n${anotherRun(log, seconds)}\n# durations e2e ${stamp} ${seconds}\n`;
    const response = await request.post('/api/uploads', {
      multipart: {
        files: { name: `durations-${seconds}.log`, mimeType: 'text/plain', buffer: Buffer.from(text) },
        manifest: JSON.stringify({ tags: `durations=e2e-${stamp}`, projectName: `durations e2e ${stamp}` }),
      },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { results: { runIds: number[] }[] }).results[0]?.runIds[0] as number;
  };
  const twenty = await upload(20);
  const fifteen = await upload(15);
  await page.goto(`/series?run=${twenty}&axis=time`);
  const note = page.getByTestId('series-durations');
  await expect(note).toContainText(`20 s (#${twenty})`);
  await expect(note).toContainText(`15 s (#${fifteen})`);
  await page.screenshot({ path: 'test-results/screens/series-durations.png', fullPage: true });
});

test('a history of sysbench 1.0.20 and 1.1.0 runs names each version with its runs', async ({ page, request }) => {
  const stamp = Date.now();
  const log = readFileSync('prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-off_r2.log', 'utf8');
  const upload = async (version: string, n: number) => {
    const text = `${anotherRun(log, n).replace('sysbench 1.0.20 ', `sysbench ${version} `)}\n# tool versions e2e ${stamp} ${n}\n`;
    const response = await request.post('/api/uploads', {
      multipart: {
        files: { name: `tool-version-${n}.log`, mimeType: 'text/plain', buffer: Buffer.from(text) },
        manifest: JSON.stringify({ tags: `toolversions=e2e-${stamp}`, projectName: `tool versions e2e ${stamp}` }),
      },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { results: { runIds: number[] }[] }).results[0]?.runIds[0] as number;
  };
  const older = await upload('1.0.20', 1);
  const newer = await upload('1.1.0', 2);
  expect((await (await request.get(`/api/runs/${newer}`)).json()).toolVersion).toBe('1.1.0');
  await page.goto(`/series?run=${older}&axis=time`);
  // one history still: both runs are in it
  await expect(page.locator(`[data-series-run="${older}"]`)).toBeVisible();
  await expect(page.locator(`[data-series-run="${newer}"]`)).toBeVisible();
  await expect(page.getByTestId('series-tool-versions')).toHaveText(
    `Its runs were measured with different versions of sysbench: 1.0.20 (#${older}); 1.1.0 (#${newer}). A tool’s version is no part of its series, but what a test runs and how it counts may differ between versions.`,
  );
});
