import type { Project } from '@contract/content';
import { signIn } from './support/admin';
import { expect, test } from './support/test';

const PROJECT = 'winter-blankets-bangalore';
const DONOR = 'Zubair Ahmed Siddiqui';
const AMOUNT = 1234;

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
    .format(amount)
    .replace(/\s/g, '');

test('a donor tells of a UPI gift; once an admin confirms it, the project counts it', async ({
  page,
  request,
}) => {
  const figures = async () =>
    (await (await request.get(`/api/v1/projects/${PROJECT}`)).json()) as Project;
  const before = await figures();
  // A made-up UTR of twelve digits, new on every run.
  const utr = String(Date.now()).slice(-12).padStart(12, '6');

  await page.goto(`/projects/${PROJECT}`);
  await expect(page.getByRole('img', { name: /^QR code to pay .* by UPI$/ })).toBeVisible();
  // A desktop has no UPI app: the payment link is for phones.
  await expect(page.getByRole('link', { name: 'Pay with UPI' })).toBeHidden();
  await page.getByRole('button', { name: 'I have paid: tell the trust' }).click();
  const form = page.getByRole('form', { name: 'Tell us about your gift' });
  await form.getByLabel('Your name (optional)').fill(DONOR);
  await form.getByLabel('Amount paid, in rupees').fill(String(AMOUNT));
  await form.getByLabel('UPI reference (UTR)').fill(utr);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/^Thank you! We will check the payment/)).toBeVisible();
  // Pending: counted nowhere yet.
  expect(await figures()).toMatchObject({
    raised: before.raised,
    supportersCount: before.supportersCount,
  });

  await signIn(page);
  await page.goto(`/admin/projects/${PROJECT}/donations`);
  const waiting = page.getByRole('region', { name: 'Waiting for confirmation' });
  await expect(waiting.getByText(DONOR)).toBeVisible();
  await expect(waiting.getByText(utr)).toBeVisible();
  await waiting.getByRole('button', { name: `Confirm the gift of ${DONOR}` }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(waiting).toBeHidden();

  expect(await figures()).toMatchObject({
    raised: before.raised + AMOUNT,
    supportersCount: before.supportersCount + 1,
  });
  await page.goto(`/projects/${PROJECT}`);
  await expect(page.getByText(DONOR, { exact: true })).toBeVisible();
  await expect(page.getByText(`${rupees(before.raised + AMOUNT)} Raised of`)).toBeVisible();
});
