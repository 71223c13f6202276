import type { Page } from '@playwright/test';
import { expect, settingsOf, test } from './support/test';

test('the language switch turns the page right to left, and the server follows', async ({
  page,
  request,
}) => {
  const { hero } = await settingsOf(request);
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ur');

  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ur');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    hero!.ur.heading.replace('\n', ''),
  );
  await expect(page.getByRole('heading', { name: 'ہمارے منصوبوں کی مدد کریں' })).toBeVisible();

  // A reload arrives in Urdu from the first byte, and hydrates in Urdu.
  const reloaded = await page.reload();
  expect(await reloaded?.text()).toMatch(/<html lang="ur" dir="rtl"( data-critical-face)?>/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    hero!.ur.heading.replace('\n', ''),
  );
  await expect(page.getByRole('combobox', { name: 'زبان' })).toHaveValue('ur');
});

/*
 * One order decides the language, on the server and in the app alike: the address's `?lang=`,
 * then the visitor's saved choice (the `lang` cookie, else the app's stored state), then the
 * browser's languages, then English. Every mix of the three on a public and an admin page:
 * the page shows the language that order gives, with no blank page and no hydration trouble.
 */
const CHOICES = [undefined, 'en', 'ur'] as const;
type Choice = (typeof CHOICES)[number];

const SIGN_IN = { en: /^Sign in to /, ur: /میں سائن ان کریں$/ };

async function saveChoice(page: Page, cookie: Choice, stored: Choice) {
  await page.context().clearCookies();
  // Any page of the site, to reach its storage; an API answer is the lightest.
  await page.goto('/api/v1/settings');
  await page.evaluate((language) => {
    localStorage.clear();
    if (language) {
      localStorage.setItem(
        'persist:root',
        JSON.stringify({
          language: JSON.stringify({ language }),
          _persist: JSON.stringify({ version: -1, rehydrated: true }),
        }),
      );
    }
  }, stored);
  if (cookie) {
    await page
      .context()
      .addCookies([{ name: 'lang', value: cookie, url: new URL('/', page.url()).href }]);
  }
}

async function storedChoice(page: Page) {
  const cookies = await page.context().cookies();
  const stored = await page.evaluate(() => localStorage.getItem('persist:root'));
  return {
    cookie: cookies.find((cookie) => cookie.name === 'lang')?.value,
    stored: stored && (JSON.parse(JSON.parse(stored).language) as { language: string }).language,
  };
}

// In three tests, one per `?lang=`, that share the first project's workers.
for (const asked of CHOICES) {
  const address = asked ? `?lang=${asked}` : 'no ?lang=';
  test(`every mix of cookie and stored choice, with ${address}, shows the language of one order`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    for (const cookie of CHOICES) {
      for (const stored of CHOICES) {
        // The browser here prefers English (the config's en-GB locale).
        const expected = asked ?? cookie ?? stored ?? 'en';
        const query = asked ? `?lang=${asked}` : '';
        const mix = `?lang=${asked ?? '-'}, cookie ${cookie ?? '-'}, stored ${stored ?? '-'}`;

        await saveChoice(page, cookie, stored);
        await page.goto(`/admin/login${query}`);
        await expect(page.getByRole('heading', { level: 1 }), mix).toHaveText(SIGN_IN[expected]);
        await expect(page.locator('html'), mix).toHaveAttribute('lang', expected);
        // The choice is saved both ways, so the next visit agrees.
        await expect
          .poll(() => storedChoice(page), mix)
          .toEqual({ cookie: expected, stored: expected });

        await saveChoice(page, cookie, stored);
        await page.goto(`/${query}`);
        await expect(page.locator('html'), mix).toHaveAttribute('lang', expected);
        await expect(page.locator('html'), mix).toHaveAttribute(
          'dir',
          expected === 'ur' ? 'rtl' : 'ltr',
        );
        await expect(
          page.getByRole('heading', {
            name: expected === 'ur' ? 'ہمارے منصوبوں کی مدد کریں' : 'Support Our Projects',
          }),
          mix,
        ).toBeVisible();
        // The server sees all but the stored choice; where that decides, the app renders the
        // page afresh in it rather than hydrate markup in another language.
        const served = asked ?? cookie ?? 'en';
        expect(await page.evaluate(() => globalThis.serverMarkupReplaced === true), mix).toBe(
          served !== expected,
        );
      }
    }
  });
}

test.describe(() => {
  test.use({ locale: 'ur-PK' });

  test('a browser that prefers Urdu gets Urdu where nothing else is chosen', async ({ page }) => {
    const served = await page.goto('/');
    expect(await served?.text()).toMatch(/<html lang="ur" dir="rtl"( data-critical-face)?>/);
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SIGN_IN.ur);
    await page.goto('/admin/login?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SIGN_IN.en);
  });
});
