import type { Highlight } from '@contract/content';
import { expect, settingsOf, test } from './support/test';

test('the home page arrives complete: every section, no loading screen, no refetch', async ({
  page,
  request,
}) => {
  const { site, hero, about, banner } = await settingsOf(request);
  const highlights = (await (await request.get('/api/v1/highlights')).json()) as Highlight[];
  const apiCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/')) apiCalls.push(sent.url());
  });

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    hero!.en.heading.replace('\n', ''),
  );
  await expect(page.getByRole('heading', { name: banner!.en.heading })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gallery' })).toBeVisible();
  for (const { heading } of highlights) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const title of [
    'Support Our Projects',
    'Our Activities',
    about!.en.heading,
    `${site!.name.en} in News`,
    'Our trusted NGO partners',
    'Testimonials',
  ]) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(
    page.getByText('Pick a cause which is close to your heart and donate now!'),
  ).toBeVisible();
  for (const anchor of ['#home', '#about', '#news', '#projects', '#partners']) {
    await expect(page.locator(anchor)).toBeVisible();
  }
  await expect(page.getByText(/Loading \d+%/)).toHaveCount(0);
  await expect(page).toHaveTitle(site!.name.en);
  // The answers came with the page: hydration fetched nothing.
  expect(apiCalls).toEqual([]);
});

/*
 * Issue 12: an Urdu visitor reads Urdu. Latin letters may appear only in proper names that have
 * no Urdu form (none in the demo content); each is listed here, so a new one is a decision.
 */
const LATIN_PROPER_NAMES: string[] = [];

test('the Urdu home page reads in Urdu: Latin-letter words only in listed proper names', async ({
  page,
}) => {
  await page.goto('/?lang=ur');
  // What a reader or a screen reader meets in the content: its text and its images' descriptions.
  const words = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const described = [...main.querySelectorAll('img[alt], [aria-label]')].map(
      (element) => element.getAttribute('alt') ?? element.getAttribute('aria-label') ?? '',
    );
    return [main.textContent ?? '', ...described].join(' ').split(/\s+/).filter(Boolean);
  });
  const latin = words.filter((word) => /[A-Za-z]/.test(word));

  expect(words.length).toBeGreaterThan(200);
  expect(latin.filter((word) => !LATIN_PROPER_NAMES.includes(word))).toEqual([]);
  expect(latin.length / words.length).toBeLessThan(0.02);
});
