// A team, as its members and outsiders meet it: the owner invites an editor and a viewer (links,
// no mail server), each signs up in their own browser; the viewer can read but not change
// anything (no button, and the direct request is refused); an anonymous visitor sees public
// projects and shares only; a write from another origin with the editor's cookie is refused;
// delete → trash → restore gives the same run back with its share link; the audit trail lists it;
// someone removed from their only team is told they are in no team.
import { expect, type Page, test } from '@playwright/test';
import { EDITOR, OWNER, VIEWER } from '../../support/accounts';
import { e2eOrigins } from '../../support/ports';
import { actionId, callAction } from '../../support/server-actions';
import { invite, join, stranger } from '../../support/team-invites';

const ORIGINS = e2eOrigins();
/** This project's server (the demo specs are split between two); the attacker's page is on the empty server's port. */
const home = () => test.info().project.use.baseURL as string;

test.describe.configure({ mode: 'serial' });

const PRIVATE = 'mysqlbench TPC-B: MySQL 5.5.20 vs 5.0.77';
let editor: Page;
let viewer: Page;
let teamUrl: string;

/** A demo run of the project, by its link on the project page. */
async function firstRunOf(page: Page, project: string): Promise<string> {
  await page.goto('/projects');
  await page.getByRole('link', { name: project }).click();
  await page.locator('a[href^="/runs/"]').first().click();
  await expect(page).toHaveURL(/\/runs\/\d+$/);
  return page.url();
}

test('the owner invites an editor and a viewer; each joins with the link', async ({ page, browser }) => {
  await page.goto('/teams');
  await page.getByRole('link', { name: 'Performance team' }).click();
  await expect(page).toHaveURL(/\/teams\/performance-team-/);
  teamUrl = page.url();
  const editorLink = await invite(page, teamUrl, EDITOR.email, 'editor');
  const viewerLink = await invite(page, teamUrl, VIEWER.email, 'viewer');
  editor = await join(browser, editorLink, EDITOR, 'editor');
  viewer = await join(browser, viewerLink, VIEWER, 'viewer');
  // a link works once
  const again = await stranger(browser);
  await again.goto(viewerLink);
  await expect(again.getByText('This invitation is not valid any more')).toBeVisible();
  await page.goto(teamUrl);
  await expect(page.getByTestId('members').locator(`[data-member="${VIEWER.email}"]`)).toContainText('Vera Viewer');
});

test('the viewer reads but cannot upload, edit, delete or share: no button, and the direct request is refused', async ({ page }) => {
  const runUrl = await firstRunOf(page, 'Query cache off vs on: MySQL 5.6, sysbench 0.5');
  const runId = Number(runUrl.split('/').pop());

  await viewer.goto(runUrl);
  await expect(viewer.getByRole('link', { name: VIEWER.name })).toBeVisible(); // signed in, as the viewer
  await expect(viewer.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Delete run' })).toHaveCount(0);
  await expect(viewer.getByRole('form', { name: 'Edit run' })).toHaveCount(0);
  // the Upload button is for those who may upload: the owner has it, the viewer not
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upload', exact: true })).toBeVisible();
  await expect(viewer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upload', exact: true })).toHaveCount(0);
  await viewer.goto(`/compare?runs=${runId}`);
  await expect(viewer.getByRole('heading', { name: 'Compare', exact: true, level: 1 })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await viewer.goto('/upload');
  await expect(viewer.getByText('Your role does not allow uploads')).toBeVisible();

  const upload = await viewer.request.post('/api/uploads', {
    multipart: { files: { name: 'viewer.log', mimeType: 'text/plain', buffer: Buffer.from('sysbench 1.0.20\n') } },
  });
  expect(upload.status()).toBe(403);
  const share = await viewer.request.post('/api/shares', { data: { state: { runs: [runId] } } });
  expect(share.status()).toBe(403);
  // the delete and edit actions, sent by hand as the browser would
  const deleted = await callAction(viewer.request, runUrl, actionId('deleteRunAction'), { runId: String(runId) });
  expect(deleted.status()).toBeLessThan(500); // refused with its reason, not a failed page
  expect(deleted.headers()['set-cookie']).toMatch(
    /^benchboard-notice=[0-9a-z]+\.Your%20role%20in%20this%20team%20does%20not%20allow%20you%20to%20delete%20this%20run/,
  );
  await viewer.context().clearCookies({ name: 'benchboard-notice' }); // the viewer's browser shares the request's cookies
  const edited = await callAction(
    viewer.request,
    runUrl,
    actionId('saveRunAction'),
    { runId: String(runId), title: 'pwned', notes: '', tags: '' },
    { withState: true },
  );
  expect(await edited.text()).toContain('Your role in this team does not allow you to edit this run');
  await page.goto(runUrl);
  await expect(page.getByRole('button', { name: 'Delete run' })).toBeVisible(); // still there, not in the trash
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('pwned');
});

async function setRole(owner: Page, email: string, role: string): Promise<void> {
  await owner.goto(teamUrl);
  const row = owner.getByRole('row').filter({ hasText: email });
  await row.getByLabel(`Role of ${email}`).selectOption(role);
  await row.getByRole('button', { name: 'Change' }).click();
  await expect(owner.getByTestId('audit').locator('[data-action="member.role"]').first()).toContainText(`${email}: `);
  await expect(owner.getByTestId('audit').locator('[data-action="member.role"]').first()).toContainText(`→ ${role}`);
}

test('a page gone stale: the editor, made a viewer meanwhile, deletes; the page says why, once, and the run stays', async ({
  page,
  browser,
}) => {
  const runUrl = await firstRunOf(editor, 'Query cache off vs on: MySQL 5.6, sysbench 0.5');
  await expect(editor.getByRole('button', { name: 'Delete run' })).toBeVisible();
  // the same page open in a browser without JavaScript: its form posts as plain HTML does
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await editor.context().storageState(),
    baseURL: home(),
  });
  const noScript = await plain.newPage();
  await noScript.goto(runUrl);
  await expect(noScript.getByRole('button', { name: 'Delete run' })).toBeVisible();
  await setRole(page, EDITOR.email, 'viewer');
  try {
    editor.once('dialog', (d) => d.accept());
    await editor.getByRole('button', { name: 'Delete run' }).click();
    const notice = editor.getByRole('alert').filter({ hasText: 'does not allow you to delete this run' });
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport(); // the button was far down the page, which comes back scrolled where it was
    await expect(editor).toHaveURL(runUrl); // back on the page it was sent from, not an error page
    await expect(editor.getByText('Something went wrong')).toHaveCount(0);
    await expect(editor.getByRole('button', { name: 'Delete run' })).toHaveCount(0); // the page now knows the role
    await editor.reload();
    await expect(editor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0); // said once

    await noScript.getByRole('button', { name: 'Delete run' }).click();
    await expect(noScript).toHaveURL(runUrl);
    await expect(noScript.getByRole('alert').filter({ hasText: 'does not allow you to delete this run' })).toBeVisible();
    await noScript.reload();
    await expect(noScript.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(noScript.getByRole('alert').filter({ hasText: 'does not allow you' })).toHaveCount(0);

    await page.goto(runUrl);
    await expect(page.getByRole('button', { name: 'Delete run' })).toBeVisible(); // not in the trash
  } finally {
    await plain.close();
    await setRole(page, EDITOR.email, 'editor');
  }
});

test('a refusal on a page is said each time, and closes when the reader moves on', async ({ page }) => {
  await page.goto(teamUrl);
  const owner = OWNER.email;
  const row = page.getByRole('row').filter({ hasText: owner });
  const notice = page.getByRole('alert').filter({ hasText: 'A team keeps at least one owner' });
  for (const time of [1, 2]) {
    await row.getByLabel(`Role of ${owner}`).selectOption('viewer');
    await row.getByRole('button', { name: 'Change' }).click();
    await expect(notice, `refusal ${time}`).toBeVisible();
    await expect(page).toHaveURL(teamUrl);
    await notice.getByRole('button', { name: 'Dismiss this message' }).click();
    await expect(notice).toHaveCount(0);
  }
  await row.getByLabel(`Role of ${owner}`).selectOption('editor');
  await row.getByRole('button', { name: 'Change' }).click();
  await expect(notice).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Runs', exact: true }).click();
  await expect(page).toHaveURL(/\/runs$/);
  await expect(notice).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(teamUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0); // not again on the way back
  expect((await page.context().cookies()).some((c) => c.name === 'benchboard-notice')).toBe(false);
  await expect(row.getByLabel(`Role of ${owner}`)).toHaveValue('owner');
});

test('an anonymous visitor sees public projects and shares only', async ({ page, browser }) => {
  const privateRun = await firstRunOf(page, PRIVATE);
  await page.goto(teamUrl);
  await page.getByTestId('team-projects').locator(`[data-project="${PRIVATE}"]`).getByRole('button', { name: 'Make team-only' }).click();
  await expect(page.getByTestId('team-projects').locator(`[data-project="${PRIVATE}"]`)).toContainText('team only');
  // the owner shares a comparison of the now private runs
  await page.goto(`/compare?runs=${privateRun.split('/').pop()}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const shareLink = await page.getByLabel('Share link').inputValue();

  const anonymous = await stranger(browser);
  await anonymous.goto('/projects');
  await expect(anonymous.getByRole('link', { name: 'Query cache off vs on: MySQL 5.6, sysbench 0.5' })).toBeVisible();
  await expect(anonymous.getByRole('link', { name: PRIVATE })).toHaveCount(0);
  expect((await anonymous.goto(privateRun))?.status()).toBe(404);
  // not "deleted" only: it may be a team's, and the way in leads back here
  await expect(anonymous.getByText('or it belongs to a team')).toBeVisible();
  await expect(anonymous.getByTestId('sign-in-here')).toHaveAttribute(
    'href',
    `/sign-in?next=${encodeURIComponent(new URL(privateRun).pathname)}`,
  );
  await anonymous.goto(shareLink);
  await expect(anonymous.getByTestId('metrics-table')).toBeVisible();
  // the shared runs are shown, but their own pages are the team's: no link that would answer 404
  await expect(anonymous.locator('[data-run-column] [data-not-openable]')).toHaveCount(1);
  await expect(anonymous.locator('main a[href^="/runs/"]')).toHaveCount(0);
  await expect(anonymous.getByTestId('share-closed-runs')).toContainText('for its team’s members only: sign in to open it.');
  expect((await anonymous.request.post('/api/shares', { data: { state: { runs: [1] } } })).status()).toBe(401);
  // members still see it
  await viewer.goto(privateRun);
  await expect(viewer.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a write from another origin with the editor’s cookie is refused, whatever its content type', async ({ page }) => {
  // an attacker's page on another origin of the same site (the empty server's port): the cookie
  // rides along. The test serves it: benchboard's own pages would stop its fetches in the browser
  // (connect-src 'self'), and Chromium lets a page of unknown address reach loopback only with leave
  await editor.context().grantPermissions(['local-network-access']);
  await editor.route(`${ORIGINS.empty}/attacker`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>attacker</title>' }),
  );
  await editor.goto(`${ORIGINS.empty}/attacker`);
  const planted = await editor.evaluate(async (target) => {
    const form = new FormData();
    form.append('files', new Blob(['sysbench 1.0.20\n\nThreads started!\n']), 'planted-from-another-origin.log');
    await fetch(`${target}/api/uploads`, { method: 'POST', body: form, mode: 'no-cors', credentials: 'include' });
    await fetch(`${target}/api/shares`, {
      method: 'POST',
      body: JSON.stringify({ state: { runs: [1] } }),
      mode: 'no-cors',
      credentials: 'include',
      headers: { 'content-type': 'text/plain' },
    });
    return true;
  }, home());
  expect(planted).toBe(true);
  const direct = await editor.request.post('/api/shares', { data: { state: { runs: [1] } }, headers: { origin: 'http://evil.example' } });
  expect(direct.status()).toBe(403);
  await page.goto('/uploads');
  await expect(page.getByText('planted-from-another-origin.log')).toHaveCount(0);
});

test('delete → trash → restore gives back the same run, its figures and its share link', async ({ browser }) => {
  const runUrl = await firstRunOf(editor, 'Query cache off vs on: MySQL 5.6, sysbench 0.5');
  const tps = await editor.locator('[data-metric="metrics.tps"]').first().textContent();
  await editor.goto(`/compare?runs=${runUrl.split('/').pop()}`);
  await editor.getByRole('button', { name: 'Share' }).click();
  const shareLink = await editor.getByLabel('Share link').inputValue();
  await editor.goto(runUrl);
  editor.once('dialog', (d) => d.accept());
  await editor.getByRole('button', { name: 'Delete run' }).click();
  await expect(editor).toHaveURL(/\/runs\?trashed=\d+$/);
  const visitor = await stranger(browser);
  await visitor.goto(shareLink);
  // (not "were deleted": to a reader the run may only be private, and that it exists is not theirs to know)
  await expect(visitor.getByText('The runs of this comparison cannot be shown')).toBeVisible();
  await editor.goto('/trash');
  await editor
    .getByRole('row')
    .filter({ hasText: `#${runUrl.split('/').pop()}` })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(editor).toHaveURL(runUrl);
  expect(await editor.locator('[data-metric="metrics.tps"]').first().textContent()).toBe(tps);
  await visitor.goto(shareLink);
  await expect(visitor.getByTestId('metrics-table')).toBeVisible();
});

test('the audit trail lists who did each of these', async ({ page }) => {
  await page.goto(teamUrl);
  const audit = page.getByTestId('audit');
  for (const action of ['member.invite', 'member.join', 'project.unpublish', 'share.create', 'run.delete', 'run.restore'])
    await expect(audit.locator(`[data-action="${action}"]`).first()).toBeVisible();
  await expect(audit.locator('[data-action="run.delete"]').first()).toContainText(EDITOR.email);
  // leave the demo as it was for the other specs
  page.once('dialog', (dialog) => void dialog.accept()); // it asks before a project becomes public
  await page.getByTestId('team-projects').locator(`[data-project="${PRIVATE}"]`).getByRole('button', { name: 'Make public' }).click();
  await expect(page.getByTestId('team-projects').locator(`[data-project="${PRIVATE}"]`)).toContainText('public');
});

test('someone removed from their only team is told so where they would upload, and pointed to a team of their own', async ({
  page,
  browser,
}) => {
  const leaver = { name: 'Lee Leaver', email: 'leaver@example.com', password: 'leaver password 1234' };
  const joined = await join(browser, await invite(page, teamUrl, leaver.email, 'editor'), leaver, 'editor');
  await page.goto(teamUrl);
  page.once('dialog', (dialog) => void dialog.accept()); // it asks first
  await page.getByTestId('members').locator(`[data-member="${leaver.email}"]`).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('members').locator(`[data-member="${leaver.email}"]`)).toHaveCount(0);
  await joined.goto('/upload');
  await expect(joined.getByText('You are in no team', { exact: true })).toBeVisible();
  await expect(joined.getByText('Your role does not allow uploads')).toHaveCount(0);
  await joined.getByRole('link', { name: 'Start a team' }).click();
  await expect(joined).toHaveURL(/\/teams$/);
  await joined.context().close();
});
