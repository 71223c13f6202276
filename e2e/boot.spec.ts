import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';

/*
 * A server-rendered page paints from its HTML alone: the stylesheet is inline (the rules its
 * markup uses), and the app's scripts, with the whole stylesheet, wait for the first screen's
 * main image, which would otherwise share a slow connection with them (see
 * server/pages/pageBoot.ts).
 */

/** Paths of the app's scripts and stylesheets the page has asked for so far. */
function watchAssets(page: Page): string[] {
  const assets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/.+\.(js|css)$/.test(pathname)) assets.push(pathname);
  });
  return assets;
}

/** Holds the home page's banner image until `release` is called. */
async function holdBanner(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/user/upload/Banner/**', async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return () => release();
}

const isScript = (path: string) => path.endsWith('.js');

test('the first screen paints from the HTML; the scripts follow its image, then the app runs', async ({
  page,
  request,
}) => {
  // Styled without a stylesheet request: the page carries the rules its markup uses.
  const sent = await (await request.get('/')).text();
  expect(sent).not.toMatch(/<link[^>]*rel="stylesheet"/);
  expect(sent).toMatch(/<style data-href="\/assets\/styles\.[0-9a-f]+\.css">/);

  const assets = watchAssets(page);
  // The banner arrives late, as on a slow connection (well before the loader's 3 s fallback).
  await page.route('**/user/upload/Banner/**', async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).marginTop)).toBe(
    '0px',
  );

  await expect.poll(() => assets.filter(isScript).length).toBeGreaterThanOrEqual(3);
  // Asked for only once the picture was in, timed by the browser itself (a busy machine only
  // makes both later). The browser lists a file once it has arrived: wait for the app's.
  const timings = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        start: (entry as PerformanceResourceTiming).startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      })),
    );
  const appOf = (loaded: Awaited<ReturnType<typeof timings>>) =>
    loaded.filter(({ path }) => /^\/assets\/.+\.(js|css)$/.test(path));
  await expect.poll(async () => appOf(await timings()).length).toBeGreaterThanOrEqual(4);
  const loaded = await timings();
  const banner = loaded.find(({ path }) => path.startsWith('/user/upload/Banner/'));
  const app = appOf(loaded);
  expect(banner).toBeDefined();
  expect(Math.min(...app.map(({ start }) => start))).toBeGreaterThanOrEqual(banner!.end);
  // With them the whole stylesheet, for what the app shows later (a menu, another page).
  expect(assets.filter((path) => path.endsWith('.css'))).toEqual([
    expect.stringMatching(/^\/assets\/styles\.[0-9a-f]+\.css$/),
  ]);
  // The app took over: choosing Urdu turns the page without a reload.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ur');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the scripts start anyway when the first image never arrives', async ({ page }) => {
  const assets = watchAssets(page);
  await holdBanner(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => assets.filter(isScript).length, { timeout: 10_000 }).toBeGreaterThan(2);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ur');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
});

test('a button pressed before the app runs is pressed again, once, when it does', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const release = await holdBanner(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  // Twice, as an impatient visitor would: the menu opens once, it does not open and close.
  await menu.click();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  release();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(close).toHaveAttribute('aria-expanded', 'true');
});

test('a language chosen before the app runs opens the page in it, and it stays', async ({
  page,
}) => {
  const release = await holdBanner(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  // React would put "English" back when it hydrates; the loader asks the server for Urdu instead.
  const loaded = page.waitForURL((url) => url.searchParams.get('lang') === 'ur', {
    waitUntil: 'commit',
  });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ur');
  await loaded;
  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('combobox', { name: 'زبان' })).toHaveValue('ur');
  expect(new URL(page.url()).pathname).toBe('/');

  // Once the app runs, a choice turns the page without loading it again.
  let reloaded = false;
  page.on('framenavigated', () => (reloaded = true));
  await page.getByRole('combobox', { name: 'زبان' }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  expect(reloaded).toBe(false);
});
