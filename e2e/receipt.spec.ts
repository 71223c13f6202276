import { expect, test } from './support/test';

test.use({ signedIn: true });

const PROJECT = 'ramadan-ration-kits-2026';

test('an admin opens a gift’s receipt from its number, prints it, and reads it in Urdu', async ({
  page,
}) => {
  await page.goto(`/admin/projects/${PROJECT}/donations`);
  // The demo gift with a PAN and an address: what an 80G receipt needs.
  const row = page.getByRole('row').filter({ hasText: 'Syed Arif Hussain' });
  const link = row.getByRole('link', { name: /^Receipt \d{4}-\d{2}\/\d{4}$/ });
  const number = (await link.textContent())!;
  await link.click();

  await expect(page).toHaveURL(/\/admin\/receipts\/\d+$/);
  const receipt = page.getByRole('article');
  await expect(receipt.getByRole('heading', { name: 'Donation receipt' })).toBeVisible();
  await expect(receipt).toContainText('Roshni Welfare Trust');
  await expect(receipt).toContainText('AABTR1234C');
  await expect(receipt).toContainText('AABTR1234CF20224');
  await expect(receipt).toContainText(number);
  await expect(receipt).toContainText('AAAPH1234K');
  await expect(receipt).toContainText('₹1,00,000');
  await expect(receipt).toContainText('Rupees One Lakh only');

  // Printed, the page is the receipt alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(receipt).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByLabel('Language').selectOption('ur');
  await expect(receipt.getByRole('heading', { name: 'عطیے کی رسید' })).toBeVisible();
  await expect(receipt).toContainText('روشنی ویلفیئر ٹرسٹ');
  await expect(receipt).toContainText('ایک لاکھ روپے صرف');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
