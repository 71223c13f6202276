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

test('an English page never downloads the Urdu font; an Urdu page does', async ({ page }) => {
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
  // Only the Arabic-script subset, from this site.
  for (const url of fonts.filter(isUrduFont)) {
    expect(new URL(url).pathname).toMatch(
      /^\/assets\/noto-nastaliq-urdu-arabic-\d+-normal\.[\w]+\.woff2$/,
    );
  }
  // The page preloads the regular face; the stylesheet's request is that same download.
  await page.waitForLoadState('networkidle');
  expect(fonts.filter((url) => /arabic-400-normal/.test(url))).toHaveLength(1);
});

test('a link with ?lang=ur opens in Urdu and stays in Urdu over an earlier English choice', async ({
  page,
  request,
}) => {
  const { hero } = await settingsOf(request);
  await page.goto('/?lang=en');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('en');

  const answer = await page.goto('/?lang=ur');
  expect(await answer?.text()).toContain('<html lang="ur" dir="rtl">');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(hero!.ur.heading.replace('\n', ''));
  await expect(page.getByRole('combobox', { name: 'زبان' })).toHaveValue('ur');

  // The choice holds on the next page without the parameter.
  await page.goto('/contact-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await page.goto('/');
  await expect(heading).toHaveText(hero!.ur.heading.replace('\n', ''));
});
