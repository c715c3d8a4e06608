// A password, lost or changed: with no mail server the sign-in page's "Forgot your password?" says to
// ask the admin, whose CLI prints a link that signs the account out everywhere and sets a new
// password once; signed in, a person changes theirs on their teams page. An account lost (or
// squatted by someone who invited its address: an attack probe, 2026-12-07) had no way back.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { invite, join, stranger } from '../../support/team-invites';

/** This project's server (its data directory is the CLI's: playwright.config.ts runs this spec on demo2). */
const home = () => test.info().project.use.baseURL as string;

// an attack probe (2026-12-07): an account lost (or squatted by someone who invited its address) had no way back
test('a lost password: no mail here, so the admin prints a link; it signs the account out everywhere and sets a new one, once', async ({
  page,
  browser,
}) => {
  const lost = { name: 'Lou Lost', email: 'lost@example.com', password: 'first password 1234' };
  await page.goto('/teams');
  await page.getByRole('link', { name: 'Performance team' }).click();
  await expect(page).toHaveURL(/\/teams\/performance-team-/);
  const open = await join(browser, await invite(page, page.url(), lost.email, 'viewer'), lost, 'viewer');

  const forgot = await stranger(browser);
  await forgot.goto('/sign-in');
  await forgot.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(forgot.getByTestId('reset-no-mail')).toContainText('npm run admin -- user reset-password');

  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/admin.ts', 'user', 'reset-password', lost.email],
    {
      // the server's own settings, as its admin runs the CLI: the link is made with BENCHBOARD_URL
      env: {
        ...process.env,
        BENCHBOARD_DATA_DIR: 'tmp/e2e-demo2',
        PORT: String(new URL(home()).port),
        DATABASE_URL: '',
        BENCHBOARD_URL: home(),
      },
      timeout: 60_000,
    },
  );
  const link = stdout.trim();
  expect(link).toMatch(new RegExp(`^${home()}/reset-password/[\\w-]{24}$`));
  // the session open in the other browser ended at once
  await open.goto('/teams');
  await expect(open.getByRole('link', { name: lost.name })).toHaveCount(0);

  await forgot.goto(link);
  await forgot.getByLabel('New password').fill('second password 5678');
  await forgot.getByRole('button', { name: 'Set the password' }).click();
  await expect(forgot.getByTestId('password-set')).toBeVisible();
  await forgot.getByLabel('Email').fill(lost.email);
  await forgot.getByLabel('Password').fill('second password 5678');
  await forgot.getByRole('button', { name: 'Sign in' }).click();
  await expect(forgot.getByRole('link', { name: lost.name })).toBeVisible();
  // signed in, they change it themselves on their teams page (the link by their name)
  await forgot.getByRole('link', { name: lost.name }).click();
  const change = forgot.getByTestId('change-password');
  await change.getByLabel('Current password').fill('not the password 0000');
  await change.getByLabel('New password (10 characters or more)').fill('fourth password 3456');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('alert')).toContainText('Your current password is not that one');
  await change.getByLabel('Current password').fill('second password 5678');
  await change.getByLabel('New password (10 characters or more)').fill('fourth password 3456');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('status')).toContainText('Your password is changed');
  // the passwords typed are gone from the page once taken (kept after the refusal above, for another try)
  await expect(change.getByLabel('Current password')).toHaveValue('');
  await expect(change.getByLabel('New password (10 characters or more)')).toHaveValue('');
  await forgot.reload();
  await expect(forgot.getByRole('link', { name: lost.name })).toBeVisible();
  // once
  const again = await stranger(browser);
  await again.goto(link);
  await again.getByLabel('New password').fill('third password 9012');
  await again.getByRole('button', { name: 'Set the password' }).click();
  await expect(again.getByText('This link is not valid any more')).toBeVisible();
  await Promise.all([open, forgot, again].map((p) => p.context().close()));
});
