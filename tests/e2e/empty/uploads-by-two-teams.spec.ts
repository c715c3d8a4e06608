// Projects, hosts and configs are each team's own. The owner of the empty server's team starts a
// second team: the upload form offers, for the team chosen, only that team's hosts and project
// names; the same project name in both teams is two projects, told apart by their team's name.
// Runs after upload.spec.ts (files in name order), which expects an empty server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

const SEED_004 = readFileSync(path.resolve('prisma/demo/seeds/004_43f414df02cd1994.txt'), 'utf8');

test.describe.configure({ mode: 'serial' });

async function pick(page: Page, name: string, text: string): Promise<ReturnType<Page['locator']>> {
  await page.goto('/upload');
  await page.getByTestId('file-input').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  const preview = page.locator(`[data-file="${name}"]`);
  await expect(preview.locator('[data-run-preview]').first()).toBeVisible();
  return preview;
}

/** The host picker's choices of stored hosts (not "as found" or "none"). */
async function storedHosts(preview: ReturnType<Page['locator']>): Promise<string[]> {
  const options = await preview.getByLabel('Host of run 1').locator('option').allTextContents();
  return options.filter((o) => !o.startsWith('host: found') && o !== 'host: none' && !o.startsWith('host: none found'));
}

test("each team's own hosts and project names; one name in two teams is two projects", async ({ page }) => {
  // the first team stores a log that describes its machine, in project "nightly"
  let preview = await pick(page, 'first-team.txt', `${SEED_004}\nfirst team\n`);
  await preview.getByPlaceholder('none (type a new or existing name)').fill('nightly');
  await page.getByRole('button', { name: /^Save \d+ runs? from 1 file$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /first-team\.txt: stored \d+ runs/ })).toBeVisible();

  // a second team, started from the teams page
  await page.goto('/teams');
  await page.getByLabel('Team name').fill('Second team');
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('heading', { name: 'Second team' })).toBeVisible();

  preview = await pick(page, 'second-team.txt', `${SEED_004}\nsecond team\n`);
  const team = page.getByLabel('Upload to the team');
  await expect(team.locator('option')).toHaveCount(2);
  const first = (await team.locator('option').first().textContent()) ?? '';
  expect(first).not.toBe('Second team');
  // the first team's hosts (the seed's machine among them: upload.spec.ts stored others) are offered
  // for the first team only
  const firstHosts = await storedHosts(preview);
  expect(firstHosts.filter((h) => h.includes('Core2 Duo'))).toHaveLength(1);
  await team.selectOption({ label: 'Second team' });
  expect(await storedHosts(preview)).toEqual([]);
  await expect(page.locator('#project-names option')).toHaveCount(0);
  await team.selectOption({ label: first });
  await expect(page.locator('#project-names option[value="nightly"]')).toHaveCount(1);

  // stored in the second team under the same project name: no refusal, a project of its own
  await team.selectOption({ label: 'Second team' });
  await preview.getByPlaceholder('none (type a new or existing name)').fill('nightly');
  await page.getByRole('button', { name: /^Save \d+ runs? from 1 file$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /second-team\.txt: stored \d+ runs/ })).toBeVisible();

  // the same file again: stored in the team chosen, de-duplicated there only, and the preview says
  // which (an attack probe, 2026-12-03: it said "creates nothing new" and stored a copy elsewhere)
  preview = await pick(page, 'first-team.txt', `${SEED_004}\nfirst team\n`);
  await expect(preview.getByText('Already uploaded as first-team.txt')).toBeVisible();
  await expect(preview).toContainText('saving again creates nothing new');
  await team.selectOption({ label: 'Second team' });
  await expect(preview).toContainText(`Already uploaded to the team ${first} as first-team.txt`);
  await expect(preview).toContainText('saving stores a copy in the team Second team');
  await team.selectOption({ label: first });
  await expect(preview).toContainText('saving again creates nothing new');

  await page.goto('/projects');
  await expect(page.getByRole('link', { name: `nightly (${first})` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'nightly (Second team)' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/projects-two-teams.png', fullPage: true });
  // and the runs list's host filter tells the two teams' hosts apart
  await page.goto('/runs');
  const hosts = await page.getByLabel('Host').locator('option').allTextContents();
  // each with its team and its runs (seed 002's four): `… (Second team) (4)`
  expect(hosts.filter((h) => h.endsWith('(Second team) (4)'))).toHaveLength(1);
  expect(hosts.filter((h) => h.endsWith(`(${first}) (4)`))).toHaveLength(1);
});
