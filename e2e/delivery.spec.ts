import type { Page } from '@playwright/test';
import { expect, settingsOf, test } from './support/test';

/** Every font file the page asks for, as the browser requests them. */
function watchFonts(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  return fonts;
}

const isUrduFont = (url: string) => /noto-nastaliq-urdu/i.test(url);
const pathsOf = (urls: string[]) => urls.filter(isUrduFont).map((url) => new URL(url).pathname);
const URDU_FACE = /^\/assets\/noto-nastaliq-urdu-urdu-400-normal\.[\w]+\.woff2$/;
const WHOLE_FACE = /^\/assets\/noto-nastaliq-urdu-arabic-400-normal\.[\w]+\.woff2$/;

test('an English page never downloads the Urdu font; an Urdu page downloads its one regular face', async ({
  page,
}) => {
  const fonts = watchFonts(page);

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Every section drawn, the language list opened: still no Nastaliq.
  await page.mouse.wheel(0, 20_000);
  await page.getByRole('combobox', { name: 'Language' }).focus();
  await page.waitForLoadState('networkidle');
  expect(fonts.filter(isUrduFont)).toEqual([]);

  await page.goto('/?lang=ur');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect.poll(() => fonts.filter(isUrduFont).length).toBeGreaterThan(0);
  // Every section drawn, headings and buttons in bold included: one file, the regular face of
  // Urdu's characters, from this site (bold is drawn from it), fetched once (the page's preload
  // and the stylesheet's request are the same download).
  // (Its first screen may come first in its critical face, fetched from /fonts/critical/.)
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => pathsOf(fonts)).toEqual([expect.stringMatching(URDU_FACE)]);
});

test("a letter beyond Urdu's own brings the whole Nastaliq face, only when a page shows one", async ({
  page,
}) => {
  const fonts = watchFonts(page);
  await page.goto('/?lang=ur');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => pathsOf(fonts)).toEqual([expect.stringMatching(URDU_FACE)]);

  // Persian's ۀ (heh with yeh above), as in a quoted verse: drawn in Nastaliq, from the whole face.
  await page.evaluate(() => {
    const verse = document.createElement('p');
    verse.textContent = 'خانۀ دل';
    document.querySelector('main')?.append(verse);
  });
  await expect
    .poll(() => pathsOf(fonts))
    .toEqual([expect.stringMatching(URDU_FACE), expect.stringMatching(WHOLE_FACE)]);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Nastaliq Urdu"', 'خانۀ')))
    .toBe(true);
});

test('a link with ?lang=ur opens in Urdu and stays in Urdu over an earlier English choice', async ({
  page,
  request,
}) => {
  const { hero } = await settingsOf(request);
  await page.goto('/?lang=en');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('en');

  const answer = await page.goto('/?lang=ur');
  expect(await answer?.text()).toMatch(/<html lang="ur" dir="rtl"( data-critical-face)?>/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(hero!.ur.heading.replace('\n', ''));
  await expect(page.getByRole('combobox', { name: 'زبان' })).toHaveValue('ur');

  // The choice holds on the next page without the parameter.
  await page.goto('/contact-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await page.goto('/');
  await expect(heading).toHaveText(hero!.ur.heading.replace('\n', ''));
});
