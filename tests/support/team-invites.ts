// A team's invitations as its owner and the people invited meet them (tests/e2e/demo/teams.spec.ts):
// a link made on the team's page, opened in a browser of someone else, an account made with it.
import { type Browser, expect, type Page, test } from '@playwright/test';

/** This project's server (the demo specs are split between two). */
const home = () => test.info().project.use.baseURL as string;

/** The owner makes an invitation link on the team's page. */
export async function invite(owner: Page, teamUrl: string, email: string, role: string): Promise<string> {
  await owner.goto(teamUrl);
  const form = owner.getByRole('form', { name: 'Invite' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption(role);
  await form.getByRole('button', { name: 'Create invitation link' }).click();
  const link = await owner.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(link.startsWith(`${home()}/invite/`)).toBe(true);
  expect(link).toMatch(/\/invite\/[\w-]+$/);
  return link;
}

/** A browser of someone else: none of the owner's cookies (a context would inherit the project's storageState). */
export async function stranger(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, baseURL: home() });
  return context.newPage();
}

export async function join(browser: Browser, link: string, person: { name: string; password: string }, role: string): Promise<Page> {
  const page = await stranger(browser);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Join Performance team as ${role}` })).toBeVisible();
  await page.getByLabel('Your name').fill(person.name);
  await page.getByLabel('Password (10 characters or more)').fill(person.password);
  await page.getByRole('button', { name: 'Create my account and join' }).click();
  await expect(page.getByText(`you are ${role}`)).toBeVisible();
  return page;
}
