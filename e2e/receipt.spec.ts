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
  // A gift of January 2026 (2025-26): the wording of the Income Tax Act, 1961.
  await expect(receipt).toContainText(
    'Donations to Roshni Welfare Trust qualify for deduction under section 80G of the Income Tax Act, 1961.',
  );

  // Printed, the page is the receipt alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(receipt).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByLabel('Language').selectOption('ur');
  await expect(receipt.getByRole('heading', { name: 'عطیے کی رسید' })).toBeVisible();
  await expect(receipt).toContainText('روشنی ویلفیئر ٹرسٹ');
  await expect(receipt).toContainText('ایک لاکھ روپے صرف');
  await expect(receipt).toContainText(
    'روشنی ویلفیئر ٹرسٹ کو دیے گئے عطیات انکم ٹیکس ایکٹ 1961 کی دفعہ 80G کے تحت ٹیکس کٹوتی کے اہل ہیں۔',
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a cash gift of this year above ₹2,000: the admin is warned, and its receipt says it earns no deduction under the 2025 Act', async ({
  page,
}) => {
  await page.goto(`/admin/projects/${PROJECT}/donations`);
  await page.getByLabel('Donor name').fill('Imran Qureshi');
  await page.getByLabel('Amount (₹)').fill('5000');
  await page.getByRole('combobox', { name: 'Paid by' }).click();
  await page.getByTitle('Cash', { exact: true }).click();
  // The form's own warning (the gifts screen has a note of its own about mail).
  await expect(
    page.getByRole('group', { name: 'For the receipt (admins only)' }).getByRole('alert'),
  ).toContainText('earns the donor no tax deduction');
  await page.getByRole('button', { name: 'Record gift' }).click();
  await expect(page.getByText('Successfully data saved!')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'Imran Qureshi' });
  await row.getByRole('link', { name: /^Receipt \d{4}-\d{2}\/\d{4}$/ }).click();
  const receipt = page.getByRole('article');
  await expect(receipt).toContainText(
    'Donations to Roshni Welfare Trust qualify for deduction under section 133 of the Income-tax Act, 2025',
  );
  await expect(receipt).toContainText(
    'This gift was paid in cash and is more than ₹2,000, so it does not qualify for deduction',
  );
  await page.getByLabel('Language').selectOption('ur');
  await expect(receipt).toContainText('انکم ٹیکس ایکٹ 2025 کی دفعہ 133');
});
