import { expect, test as setup } from '@playwright/test';
import { OWNER, ownerStatePath, SETUP_TOKEN } from '../../support/accounts';

// A fresh server prints a one-time setup link; opening it makes its visitor owner of the first team.
// The owner's session is saved for the specs of that server.
setup('the setup link makes its first visitor the owner of the first team', async ({ page }, info) => {
  const server = info.project.name.replace(/^setup-/, '');
  await page.goto(`/setup?token=${SETUP_TOKEN}`);
  await page.getByLabel('Your name').fill(OWNER.name);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password (10 characters or more)').fill(OWNER.password);
  await page.getByLabel('Team name').fill('Performance team');
  await page.getByRole('button', { name: 'Create my account and the team' }).click();
  await expect(page).toHaveURL(/\/teams\/performance-team-[0-9a-f]{4}/);
  await expect(page.getByText('you are owner')).toBeVisible();
  // the link was for one use
  await page.goto(`/setup?token=${SETUP_TOKEN}`);
  await expect(page.getByText('benchboard is set up')).toBeVisible();
  await page.context().storageState({ path: ownerStatePath(server) });
});
