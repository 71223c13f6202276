import { expect, test } from './support/test';

test('the transparency page reads in Urdu and English, and its report downloads as a PDF', async ({
  page,
  request,
}) => {
  await page.goto('/transparency?lang=ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('رجسٹریشنز اور رپورٹیں');
  await expect(page.getByText('80G (عطیہ دہندگان کے لیے ٹیکس میں کٹوتی)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'سالانہ رپورٹ 2024-25' })).toBeVisible();

  await page.goto('/transparency?lang=en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Registrations', exact: true })).toBeVisible();
  const report = page.getByRole('link', { name: 'Annual report 2024-25' });
  await expect(report).toHaveAttribute('download', '');

  const href = (await report.getAttribute('href'))!;
  const answer = await request.get(href);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['content-disposition']).toBe(
    'attachment; filename="annual-report-2024-25.pdf"',
  );
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const [download] = await Promise.all([page.waitForEvent('download'), report.click()]);
  expect(download.suggestedFilename()).toBe('annual-report-2024-25.pdf');
});
