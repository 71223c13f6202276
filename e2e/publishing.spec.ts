import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, expect, test } from './support/test';

/*
 * Scheduling (issue 31) against the real server and its real clock: a news item scheduled a few
 * seconds ahead is marked "Scheduled" in the admin, is on no public page until its time, and then
 * shows on the home page in English and in Urdu, with no write, no restart and no admin visit.
 */

const AHEAD_MS = 12_000;

/** A small picture for the news item. */
const newsImage = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#15803d' } })
    .png()
    .toBuffer();

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/users/login', { data: ADMIN });
  return ((await login.json()) as { token: string }).token;
}

test.describe(() => {
  test.use({ signedIn: true });

  test('a news item scheduled for later shows on the home page at its time, in English and Urdu', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const headers = { authorization: `Bearer ${await adminToken(request)}` };
    const logos = (await (await request.get('/api/v1/news/logos')).json()) as { id: number }[];
    const heading = `Coming news ${Date.now()}`;
    const headingUr = 'مقررہ وقت پر آنے والی خبر';
    const publishAt = new Date(Date.now() + AHEAD_MS).toISOString();
    const created = await request.post('/api/v1/news', {
      headers,
      multipart: {
        heading,
        headingUr,
        logo: String(logos[0]!.id),
        link: 'https://example.org/scheduled',
        publishAt,
        image: { name: 'news.png', mimeType: 'image/png', buffer: await newsImage() },
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // Pinned, so that it is the first of the home's news once public.
    expect((await request.put(`/api/v1/news/${id}`, { headers })).status()).toBeLessThan(300);

    try {
      await page.goto('/admin/news/list');
      const row = page.getByRole('row').filter({ hasText: heading });
      await expect(row.getByText('Scheduled')).toBeVisible();

      /** The home's news in `path`, once shown: whether `text` is among them. */
      const homeNewsShows = async (path: string, text: string) => {
        await page.goto(path);
        const news = page.locator('#news');
        await news.scrollIntoViewIfNeeded();
        await expect(news.getByRole('heading', { level: 3 }).first()).toBeVisible();
        return (await news.getByText(text).count()) > 0;
      };
      expect(await homeNewsShows('/', heading)).toBe(false);

      // Its time comes: the same page, asked again, shows it.
      await page.waitForTimeout(Math.max(0, Date.parse(publishAt) - Date.now()));
      await expect.poll(() => homeNewsShows('/', heading), { timeout: 20_000 }).toBe(true);
      expect(await homeNewsShows('/?lang=ur', headingUr)).toBe(true);
    } finally {
      await request.delete(`/api/v1/news/${id}`, { headers });
    }
  });
});
