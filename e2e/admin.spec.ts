import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { NewsItem } from '@contract/content';
import type { Setting } from '@contract/settings';
import { signIn } from './support/admin';
import { ADMIN, expect, test } from './support/test';

/* The admin panel against the real server: what a volunteer does on day one. */

async function openPanel(page: Page, name: string) {
  const header = page.getByRole('button', { name, exact: true });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  return page.getByRole('group', { name, exact: true });
}

function pngLogo(): Promise<Buffer> {
  return sharp({
    create: { width: 120, height: 60, channels: 3, background: { r: 20, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
}

test.describe(() => {
  test.use({ signedIn: true });

  test('an admin adds a partner, sees it on the home page, then deletes it after confirming', async ({
    page,
  }) => {
    const name = `E2E Partner ${Date.now()}`;

    await page.goto('/admin/partners/add');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngLogo() });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully data saved!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/partners\/list$/);

    await page.goto('/');
    const logo = page.locator('#partners').getByRole('img', { name });
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toBeVisible();

    await page.goto('/admin/partners/list');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByText('are you sure you want to delete?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);

    await page.goto('/');
    await expect(page.locator('#partners').getByRole('img', { name })).toHaveCount(0);
  });

  test('pinning an older news item puts it first, above the items pinned before', async ({
    page,
    request,
  }) => {
    const { data } = (await (await request.get('/api/v1/news?limit=100')).json()) as {
      data: NewsItem[];
    };
    // The oldest item not yet pinned: older than the pinned one, it still goes to the top.
    const unpinned = data
      .filter((item) => !item.pinned)
      .sort((a, b) => a.date.localeCompare(b.date))[0]!;
    const pinned = data.find((item) => item.pinned);
    expect(!pinned || unpinned.date < pinned.date).toBe(true);

    await page.goto('/admin/news/list');
    await page.getByRole('button', { name: `Pin Item: ${unpinned.heading}` }).click();
    await expect(page.getByText('are you sure you want to pin this item?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('button', { name: `Pin Item: ${unpinned.heading}` })).toHaveCount(
      0,
    );
    // Row 0 is the table's header.
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow).toContainText(unpinned.heading);
    await expect(firstRow.getByRole('img', { name: 'Pinned' })).toBeVisible();
    if (pinned) await expect(page.getByRole('row').nth(2)).toContainText(pinned.heading);

    await page.goto('/');
    const headings = page.locator('#news').getByRole('heading', { level: 3 });
    await expect(headings.first()).toHaveText(unpinned.heading);
    if (pinned) await expect(headings.nth(1)).toHaveText(pinned.heading);
  });
});

test.describe('settings', () => {
  test.use({ signedIn: true });
  let saved: Setting[] = [];

  test.beforeAll(async ({ request }) => {
    saved = (await (await request.get('/api/v1/settings')).json()) as Setting[];
  });

  // Put the hero and the theme back, so the other tests see the demo content.
  test.afterAll(async ({ request }) => {
    const login = await request.post('/api/v1/users/login', { data: ADMIN });
    const { token } = (await login.json()) as { token: string };
    const entries = saved.filter(({ name }) => name === 'hero' || name === 'theme');
    const answer = await request.put('/api/v1/settings', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { json: JSON.stringify(entries) },
    });
    expect(answer.status()).toBe(200);
  });

  test('a new hero heading and theme colour show on the public home page', async ({ page }) => {
    const heading = `Hope for every family ${Date.now()}`;
    await page.goto('/admin/settings');

    const hero = await openPanel(page, 'Hero Section');
    await hero
      .getByRole('group', { name: 'English' })
      .getByLabel('Heading', { exact: true })
      .fill(heading);
    const theme = await openPanel(page, 'Theme');
    await theme.getByText('Orange', { exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully settings updated!')).toBeVisible();

    await page.goto('/');
    await expect(page.locator('#home').getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'orange');
  });

  test('a logo over 1 MB is refused with its message', async ({ page }) => {
    await page.goto('/admin/settings');
    const logo = await openPanel(page, 'Logo');
    await logo.locator('input[type="file"]').setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(1024 * 1024 + 1, 1),
    });
    await expect(page.getByText('File size must be 1MB or less')).toBeVisible();
  });
});

test.describe('in Urdu', () => {
  test.use({ signedIn: true });

  test("the admin draws every letter in the site's Nastaliq face, not in a system font", async ({
    page,
  }) => {
    await page.goto('/admin');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ur');
    // ہ is one of the letters system fonts often lack (it showed as an empty box).
    const home = page.getByRole('menuitem', { name: 'ہوم' });
    await expect(home).toBeVisible();
    expect(await home.evaluate((item) => getComputedStyle(item).fontFamily)).toMatch(
      /^"Noto Nastaliq Urdu",/,
    );
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Nastaliq Urdu"', 'ہوم۔')))
      .toBe(true);
  });
});

test('after signing out the admin pages lead to sign-in', async ({ page }) => {
  await signIn(page);
  await page.getByText('Logout', { exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // The session is gone from the browser's storage too, so a reload stays signed out.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('persist:root') ?? ''))
    .toContain('\\"token\\":null');

  await page.goto('/admin/partners/list');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
