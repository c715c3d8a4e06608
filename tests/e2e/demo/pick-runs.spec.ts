// Picking runs to compare (issue 11, item 6): a selection that survives a filter change and a run
// page and back, runs added from a run page and a project; the search filters on several tags at
// once and matches whole words; the default baseline is the run picked first, else the oldest version.
import { expect, type Page, test } from '@playwright/test';

const tray = (page: Page) => page.getByTestId('selection-tray');
// The list's rows once the page has settled: a filter's navigation shows the loading skeleton (no
// table) after the URL has changed, and a read there finds no rows (CI failed on it once).
const rowIds = async (page: Page) => {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  return (await page.locator('tbody tr td:nth-child(2) a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).map((href) =>
    Number(/\/runs\/(\d+)/.exec(href)?.[1]),
  );
};
const versionParts = (v: string) => (/^\d+(\.\d+)*/.exec(v)?.[0] ?? '').split('.').map(Number);
const olderVersion = (a: string, b: string) => {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? -1) !== (y[i] ?? -1)) return (x[i] ?? -1) < (y[i] ?? -1);
  return false;
};

test('the selection survives a filter change, a run page and back; the run picked first is the baseline', async ({ page }) => {
  await page.goto('/runs?q=alloc');
  await expect(page.getByText('Tick runs to compare them')).toBeVisible();
  const [first, second] = await rowIds(page);
  await page.getByRole('checkbox', { name: `Select run ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select run ${second}` }).check();
  await expect(tray(page)).toContainText('2 runs selected');

  // another filter: the picked runs stay picked
  await page.getByLabel('Search').fill('base sweep');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/q=base\+sweep/);
  await expect(tray(page)).toContainText('2 runs selected');
  const [third, fourth] = await rowIds(page);
  await page.getByRole('checkbox', { name: `Select run ${third}` }).check();
  await expect(tray(page)).toContainText('3 runs selected');
  await page.screenshot({ path: 'test-results/screens/pick-runs-list-1440.png', fullPage: true });

  // a run page: the tray is there, and the run is added with its button
  await page.locator(`tbody a[href="/runs/${fourth}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/runs/${fourth}$`));
  await expect(tray(page)).toContainText('3 runs selected');
  await page.getByRole('button', { name: 'Add to comparison' }).click();
  await expect(page.getByRole('button', { name: '✓ In the comparison' })).toBeVisible();
  await expect(tray(page)).toContainText('4 runs selected');
  await page.screenshot({ path: 'test-results/screens/pick-runs-run-page-1440.png' });

  // back to the list: the four are ticked (the list is the last filter's)
  await page.goBack();
  await expect(page).toHaveURL(/q=base\+sweep/);
  await expect(tray(page)).toContainText('4 runs selected');
  await expect(page.getByRole('checkbox', { name: `Select run ${third}` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Select run ${fourth}` })).toBeChecked();
  await expect(tray(page).locator('[data-selected-run]')).toHaveCount(4);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/pick-runs-list-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // compare: in pick order, against the run picked first
  await tray(page).getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?runs=${first},${second},${third},${fourth}&baseline=${first}$`));
  await expect(page.locator(`[data-run-column="${first}"] [data-baseline]`)).toBeVisible();
  await expect(page.locator('[data-run-column] [data-baseline]')).toHaveCount(1);

  // "Add runs…" on the comparison: its runs are the selection, and the list opens to pick more
  await page.getByRole('button', { name: 'Add runs…' }).click();
  await expect(page).toHaveURL(/\/runs$/);
  await expect(tray(page)).toContainText('4 runs selected');
  await tray(page)
    .getByRole('button', { name: `Remove run ${second} from the selection` })
    .click();
  await tray(page)
    .getByRole('button', { name: `Make run ${third} the baseline` })
    .click();
  await tray(page).getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?runs=${third},${first},${fourth}&baseline=${third}$`));

  await page.goto('/runs');
  await tray(page).getByRole('button', { name: 'Clear' }).click();
  await expect(tray(page)).toHaveCount(0);
});

test('a project adds its runs by kind, or one by one', async ({ page }) => {
  await page.goto('/projects');
  await page.getByRole('link', { name: 'MariaDB 10.11 and PostgreSQL 15 on our 2-vCPU box' }).click();
  const kinds = page.getByTestId('compare-by-kind');
  // the first kind (a locator by its button would move on to the next kind once this one is selected)
  const kind = kinds.locator('li').first();
  const count = Number([...((await kind.textContent()) ?? '').matchAll(/\((\d+)\)/g)].at(-1)?.[1]);
  await kind.getByRole('button', { name: '+ select' }).click();
  await expect(kind.getByRole('button', { name: 'selected' })).toBeDisabled();
  await expect(tray(page)).toContainText(`${count} run${count === 1 ? '' : 's'} selected`);
  await expect(page.locator('input[type="checkbox"]:checked')).toHaveCount(count);
  // one more by its checkbox
  await page.locator('input[type="checkbox"]:not(:checked)').first().check();
  await expect(tray(page)).toContainText(`${count + 1} runs selected`);
  await page.screenshot({ path: 'test-results/screens/pick-runs-project-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/pick-runs-project-390.png', fullPage: true });
});

test('search: several tags at once, and whole words only', async ({ page }) => {
  await page.goto('/runs?q=allocator%3Dtcmalloc');
  const tcmalloc = await rowIds(page);
  expect(tcmalloc.length).toBeGreaterThan(1);
  // the version of one of them narrows it to the runs with both tags
  const chips = await page.locator('tbody tr td:nth-child(9) span').allTextContents();
  const version = chips.find((chip) => chip.startsWith('version='))?.slice('version='.length);
  expect(version).toBeTruthy();
  await page.getByLabel('Search').fill(`version=${version} allocator=tcmalloc`);
  await page.getByRole('button', { name: 'Filter' }).click();
  // the filtered page, not the one being left (read mid-navigation, the table had no rows)
  await expect(page).toHaveURL(/q=version%3D.*allocator%3Dtcmalloc/);
  await expect(page.getByText(/runs? match(?:es)? these filters/)).toBeVisible();
  const both = await rowIds(page);
  expect(both.length).toBeGreaterThan(0);
  expect(both.every((id) => tcmalloc.includes(id))).toBe(true);
  for (const row of await page.locator('tbody tr').all()) {
    await expect(row).toContainText('allocator=tcmalloc');
    await expect(row).toContainText(`version=${version}`);
  }
  // the dropdowns: one per dimension, the same filter
  await page.goto('/runs');
  await page.getByLabel('allocator').selectOption('allocator=tcmalloc');
  await page.getByLabel('version').selectOption(`version=${version}`);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/version=|version%3D/);
  await expect.poll(async () => (await rowIds(page)).sort()).toEqual([...both].sort());
  // the page shows the filter it applies
  await expect(page.getByLabel('allocator')).toHaveValue('allocator=tcmalloc');
  await expect(page.getByLabel('version')).toHaveValue(`version=${version}`);
  await page.screenshot({ path: 'test-results/screens/pick-runs-tags-1440.png' });

  // whole words: "alloc" finds the alloc-* runs, not those that only say tcmalloc (nor malloc in notes)
  const titled = async (q: string) => {
    await page.goto(`/runs?q=${q}`);
    const ids = await rowIds(page);
    const titles = await page.locator('tbody tr td:nth-child(2) a').allTextContents();
    return ids.map((id, i) => ({ id, title: titles[i] ?? '' }));
  };
  const alloc = await titled('alloc');
  expect(alloc.length).toBeGreaterThanOrEqual(3);
  const onlyTcmalloc = (await titled('tcmalloc')).filter((r) => !/(^|[^a-z0-9])alloc([^a-z0-9]|$)/i.test(r.title));
  expect(onlyTcmalloc.length).toBeGreaterThan(0);
  for (const run of onlyTcmalloc) expect(alloc.map((r) => r.id)).not.toContain(run.id);
});

test('no baseline asked for: the oldest server version, versions ordered as numbers', async ({ page }) => {
  const listed = await page.request.get('/api/runs?size=200');
  expect(listed.ok()).toBe(true);
  type Item = { id: number; tool: string; test: string | null; complete: boolean; tags: Record<string, string> };
  const runs = ((await listed.json()) as { runs: Item[] }).runs.filter((r) => r.complete && r.tags.version);
  // two runs of one tool and test with different versions, preferably where string order is wrong (10.11 vs 5.5)
  const pairs = runs.flatMap((a) =>
    runs
      .filter((b) => b.tool === a.tool && b.test === a.test && olderVersion(b.tags.version ?? '', a.tags.version ?? ''))
      .map((b) => [a, b] as const),
  );
  const tricky = pairs.find(([newer, older]) => (newer.tags.version ?? '') < (older.tags.version ?? ''));
  const [newer, older] = tricky ?? pairs[0] ?? [];
  expect(newer && older).toBeTruthy();
  await page.goto(`/compare?runs=${newer?.id},${older?.id}`);
  await expect(page.locator(`[data-run-column="${older?.id}"] [data-baseline]`)).toBeVisible();
  await expect(page.locator(`[data-run-column="${newer?.id}"] [data-baseline]`)).toHaveCount(0);
});
