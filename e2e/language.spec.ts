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
  expect(await reloaded?.text()).toContain('<html lang="ur" dir="rtl">');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    hero!.ur.heading.replace('\n', ''),
  );
  await expect(page.getByRole('combobox', { name: 'زبان' })).toHaveValue('ur');
});
