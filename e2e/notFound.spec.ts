import { expect, test } from './support/test';

test('an unknown path shows the 404 page and leads home', async ({ page }) => {
  const response = await page.goto('/no-such-page');

  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText("Oops! The page you're looking for does not exist.")).toBeVisible();

  await page.getByRole('link', { name: 'Go back to Home' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Support Our Projects' })).toBeVisible();
});

test('an unknown project answers 404', async ({ page }) => {
  const response = await page.goto('/projects/no-such-project');

  expect(response?.status()).toBe(404);
  await expect(page.getByText('404').first()).toBeVisible();
});

test('the admin sign-in page is rendered in the browser', async ({ page }) => {
  const response = await page.goto('/admin/login');

  expect(response?.status()).toBe(200);
  await expect(page.getByPlaceholder('Enter your email')).toBeVisible();
});
