import type { Browser, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/admin';
import { ADMIN, expect, test } from './support/test';

/*
 * The roles against the real server (docs/product.md §6): the Owner adds people through the team
 * screen; an Editor finds no gift screen or donor's private detail, even by typing its address;
 * Accounts exports Form 10BD; a person whose role changes is signed out at their next call.
 */

/** The seed's project with gifts, one of them from Syed Arif Hussain (a private name). */
const PROJECT = 'ramadan-ration-kits-2026';
const DONOR = 'Syed Arif Hussain';

/** Adds a person through the team screen and answers the password it shows once. */
async function addPerson(page: Page, email: string, role: 'Accounts' | 'Editor') {
  await page.getByRole('button', { name: 'Add a person' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Add a person to the team' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').click();
  await page.getByTitle(role, { exact: true }).last().click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();

  const shown = page.getByRole('dialog').filter({ hasText: `The password of ${email}` });
  await expect(shown.getByText('It will not be shown again.')).toBeVisible();
  const password = (await shown.locator('.admin-team__password').innerText()).trim();
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(password)).toHaveCount(0);
  return password;
}

/** A browser of its own for another person of the team, signed in through the form. */
async function personPage(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, email, password);
  return page;
}

test.describe.configure({ mode: 'serial' });

test('the Owner adds an Editor and Accounts; each sees what their role allows', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const editorEmail = `e2e-editor-${stamp}@example.org`;
  const accountsEmail = `e2e-accounts-${stamp}@example.org`;
  // The passwords shown once, from the Owner's step to the others'.
  const passwords: Record<string, string> = {};

  await test.step('the Owner adds them through the team screen', async () => {
    await signInAs(page, ADMIN.email, ADMIN.password);
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Team' })
      .click();
    await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: `Role of ${ADMIN.email}` })).toBeDisabled();
    const editorPassword = await addPerson(page, editorEmail, 'Editor');
    const accountsPassword = await addPerson(page, accountsEmail, 'Accounts');
    expect(await axeViolations(page)).toEqual([]);
    Object.assign(passwords, { [editorEmail]: editorPassword, [accountsEmail]: accountsPassword });
  });

  await test.step('the Editor finds no gift screen or private detail', async () => {
    const editor = await personPage(browser, baseURL!, editorEmail, passwords[editorEmail]!);
    const menu = editor.getByRole('navigation', { name: 'Admin menu' });
    await expect(menu.getByRole('link', { name: 'Projects' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Team' })).toHaveCount(0);
    await expect(editor.getByRole('heading', { name: 'Still to put into Urdu' })).toBeVisible();
    await expect(editor.getByText('Gifts waiting for confirmation')).toHaveCount(0);
    await expect(editor.getByText('Form 10BD')).toHaveCount(0);

    await editor.goto('/admin/projects/list');
    await expect(editor.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
    await expect(editor.getByRole('link', { name: /^Donations: / })).toHaveCount(0);

    // Typed, the gifts' address shows no gift either.
    await editor.goto(`/admin/projects/${PROJECT}/donations`);
    await expect(
      editor.getByRole('heading', { name: 'Not available for your role', level: 1 }),
    ).toBeVisible();
    await expect(editor.getByText(DONOR)).toHaveCount(0);
    expect(await axeViolations(editor)).toEqual([]);
    // The server refuses the Editor too, whatever the screen shows.
    const token = await editor.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as {
        session?: string;
      };
      return (JSON.parse(stored.session ?? '{}') as { token?: string }).token;
    });
    const refused = await editor.request.get(`/api/v1/projects/${PROJECT}/donations`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
    await editor.context().close();
  });

  await test.step('Accounts exports Form 10BD', async () => {
    const accounts = await personPage(browser, baseURL!, accountsEmail, passwords[accountsEmail]!);
    const button = accounts
      .getByRole('button', { name: /^Form 10BD \(CSV\), \d{4}-\d{2}$/ })
      .first();
    await expect(button).toBeVisible();
    const download = accounts.waitForEvent('download');
    await button.click();
    expect((await download).suggestedFilename()).toMatch(/^form-10bd-\d{4}-\d{2}\.csv$/);
    await accounts.context().close();
  });
});

test('a person whose role the Owner changes is signed out at their next call', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-demoted-${Date.now()}@example.org`;
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/team');
  const password = await addPerson(page, email, 'Accounts');

  const person = await personPage(browser, baseURL!, email, password);
  await expect(
    person.getByRole('heading', { name: 'Gifts waiting for confirmation' }),
  ).toBeVisible();

  await page.getByRole('combobox', { name: `Role of ${email}` }).click();
  await page.getByTitle('Editor', { exact: true }).last().click();
  await expect(page.getByText('Role changed')).toBeVisible();

  // The next call carries the old token (the admin asks users/me and the gifts waiting):
  // refused, and the person is back at the sign-in.
  await person.reload();
  await expect(person).toHaveURL(/\/admin\/login$/);
  await expect(person.getByRole('heading', { name: /^Sign in to / })).toBeVisible();
  await person.context().close();
});
