import type { Page } from '@playwright/test';
import { holdChunk } from './support/holdChunk';
import { ADMIN, expect, test } from './support/test';

/*
 * The site under its Content Security Policy in a real browser. The fixture fails a test on any
 * console error, and Chromium reports every blocked script, style, image or frame as one, so
 * each page visited here (and in every other spec) is proof that the policy lets it work.
 */

async function signIn(page: Page): Promise<string> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/login'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return ((await (await answer).json()) as { token: string }).token;
}

test('pages, the API and uploads carry their policies', async ({ page }) => {
  const home = await page.goto('/');
  const policy = (await home?.allHeaders())?.['content-security-policy'] ?? '';
  // The site's own scripts, and inline only the boot loader, by its hash.
  expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect((await home?.allHeaders())?.['x-content-type-options']).toBe('nosniff');

  const partners = await page.request.get('/api/v1/partners');
  expect(partners.headers()['content-security-policy']).toContain("default-src 'self'");
  const upload = /\/user\/upload\/[^"]+/.exec(await partners.text())?.[0];
  expect(upload).toBeDefined();
  const file = await page.request.get(upload ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^image\//);
  expect(file.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
});

test('a testimonial video plays in a frame the policy allows, from one click', async ({ page }) => {
  // The video's host answers here with an empty page: without a way out, the frame's request could
  // hang past the test's time. The policy is checked before any request, so it is still tested.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>video</p>' }),
  );
  const deliver = await holdChunk(page, 'home-testimonials');
  await page.goto('/');
  const play = page.getByRole('button', { name: /^Play video: / }).first();
  await play.scrollIntoViewIfNeeded();
  const frame = page.locator('iframe.testimonial-video__player').first();
  // The click lands on the server's markup, before the section's code has arrived.
  await play.click();
  await expect(frame).toHaveCount(0);
  deliver();
  await expect(frame).toBeAttached();
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(page.locator('iframe.testimonial-video__player')).toHaveCount(1);
  // The frame drew the host's page: the policy let it in (a blocked frame draws an error page).
  await expect(page.frameLocator('iframe.testimonial-video__player').locator('p')).toHaveText(
    'video',
  );
});

test.describe(() => {
  test.use({ signedIn: true });

  test('the settings preview frames the home page from the admin', async ({ page }) => {
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const frame = page.frameLocator('iframe[title="Preview of the home page"]');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('Logout revokes the token on the server', async ({ page }) => {
  const token = await signIn(page);
  const probe = () =>
    page.request.delete('/api/v1/testimonials/999999', {
      headers: { authorization: `Bearer ${token}` },
    });
  expect((await probe()).status()).toBe(404);

  const logout = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/logout'));
  await page.getByText('Logout', { exact: true }).first().click();
  expect((await logout).status()).toBe(204);
  await expect(page).toHaveURL(/\/admin\/login$/);

  const after = await probe();
  expect(after.status()).toBe(401);
  expect(await after.json()).toMatchObject({ message: 'The session has ended: sign in again' });
});
