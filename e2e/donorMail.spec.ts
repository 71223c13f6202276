import type { Browser, BrowserContext, Page } from '@playwright/test';
import { financialYearOf } from '@contract/gifts';
import { mailTo } from './support/mailbox';
import { expect, test } from './support/test';

/*
 * Donors hear back, through a real mail server (e2e/support/serveWithMail.ts): the thank-you
 * with its receipt, the WhatsApp message, the link to all their receipts, and a project's news
 * they asked for, which they can stop. One donor's story, in order: the news goes only to those
 * who gave (a confirmed gift) and asked for it.
 */

test.describe.configure({ mode: 'serial' });

const PROJECT = 'clean-water-vikarabad';
const TITLE = 'Clean Water for Vikarabad Villages';
const DONOR = 'Farhana Begum Quadri';
const AMOUNT = 2500;
const SHOWN_AMOUNT = '₹2,500';
// New on every run, so a mail of an earlier run is never the one read.
const stamp = Date.now();
const EMAIL = `e2e-donor-${stamp}@example.org`;
const UTR = String(stamp).slice(-12).padStart(12, '7');
const NEWS = `The first borewell reached water at 180 feet (run ${stamp}).`;

/** What the donor's gift became once confirmed: its receipt's number and link. */
const gift = { receiptNumber: '', receiptLink: '' };

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** An admin's own browser, beside the donor's, signed in (one sign-in per worker). */
async function adminPage(
  browser: Browser,
  session: () => Promise<StorageState>,
  baseURL: string | undefined,
) {
  const context = await browser.newContext({ baseURL, storageState: await session() });
  return context.newPage();
}

/** The link in a mail's text after `label: `. */
function linkAfter(text: string, label: string): string {
  const line = text.split('\n').find((each) => each.startsWith(`${label}: `));
  expect(line, `a line "${label}: …" in the mail`).toBeDefined();
  return line!.slice(label.length + 2).trim();
}

/** The gift's row of messages on the admin's gifts screen. */
const messagesOf = (page: Page) =>
  page.getByRole('group', { name: `Messages of receipt ${gift.receiptNumber}` });

test('a donor tells of a UPI gift with their e-mail; once an admin confirms it, the thank-you mail brings the receipt, whose link opens it without signing in', async ({
  page,
  browser,
  adminSession,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/projects/${PROJECT}`);
  await page.getByRole('button', { name: 'I have paid: tell the trust' }).click();
  const form = page.getByRole('form', { name: 'Tell us about your gift' });
  await form.getByLabel('Your name (optional)').fill(DONOR);
  await form.getByLabel('Amount paid, in rupees').fill(String(AMOUNT));
  await form.getByLabel('UPI reference (UTR)').fill(UTR);
  await form.getByLabel('E-mail').fill(EMAIL);
  await form.getByLabel('Phone (WhatsApp)').fill('98765 43210');
  await form.getByLabel('Send me updates about this project').check();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/^Thank you! We will check the payment/)).toBeVisible();

  const admin = await adminPage(browser, adminSession, baseURL);
  await admin.goto(`/admin/projects/${PROJECT}/donations`);
  await expect(admin.getByText(`Receipts are e-mailed from`)).toBeVisible();
  const waiting = admin.getByRole('region', { name: 'Waiting for confirmation' });
  await expect(waiting.getByText(UTR)).toBeVisible();
  await waiting.getByRole('button', { name: `Confirm the gift of ${DONOR}` }).click();
  await admin.getByRole('button', { name: 'Yes' }).click();
  // The pledge leaves the waiting list once confirmed (the list itself stays while others wait);
  // on a machine also running jest, the confirm and the list's reload take a while.
  await expect(waiting.getByText(UTR)).toBeHidden({ timeout: 30_000 });
  await admin.context().close();

  const thanks = await mailTo(EMAIL, /^Thank you for your gift: receipt /);
  gift.receiptNumber = thanks.subject.replace('Thank you for your gift: receipt ', '');
  expect(thanks.text).toContain(`Dear ${DONOR},`);
  expect(thanks.text).toContain(`counts towards “${TITLE}”`);
  expect(thanks.text).toContain(`Amount: ${SHOWN_AMOUNT}`);
  gift.receiptLink = linkAfter(thanks.text, 'Open, print or save your receipt');
  expect(gift.receiptLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/receipt\/[\w-]+$/);
  // The HTML part carries the same link, as a mail client shows it.
  expect(thanks.html).toContain(`href="${gift.receiptLink}"`);

  // The donor's browser was never signed in.
  await page.goto(gift.receiptLink);
  const receipt = page.getByRole('article');
  await expect(receipt.getByRole('heading', { name: 'Donation receipt' })).toBeVisible();
  await expect(receipt).toContainText(gift.receiptNumber);
  await expect(receipt).toContainText(DONOR);
  await expect(receipt).toContainText(SHOWN_AMOUNT);
  await expect(receipt).toContainText(TITLE);
});

test.describe('on the admin’s gifts screen', () => {
  test.use({ signedIn: true });

  test('the confirmed gift says its mail was sent, and its WhatsApp message carries the receipt link', async ({
    page,
  }) => {
    await page.goto(`/admin/projects/${PROJECT}/donations`);
    const messages = messagesOf(page);
    await expect(messages).toContainText('Mail sent');
    const whatsApp = messages.getByRole('link', { name: 'WhatsApp' });
    const href = (await whatsApp.getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919876543210');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain(`Assalamu alaikum ${DONOR}`);
    expect(text).toContain(SHOWN_AMOUNT);
    expect(text).toContain(`Your receipt ${gift.receiptNumber}: ${gift.receiptLink}`);
  });
});

test('the donor asks for their receipts by e-mail and opens them all, with the year’s total, from the mail', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find my receipts' }).click();
  await expect(page).toHaveURL(/\/receipts$/);
  await expect(page.getByRole('heading', { name: 'Find my receipts' })).toBeVisible();
  await page.getByLabel('Your e-mail address').fill(EMAIL);
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'If this address has given to us, a mail with a link to your receipts is on its way. The link works for 24 hours.',
  );

  const mail = await mailTo(EMAIL, 'Your receipts from Roshni Welfare Trust');
  const link = /^http:\/\/127\.0\.0\.1:\d+\/my-receipts\/[\w-]+$/m.exec(mail.text)?.[0];
  expect(link, 'the link to the receipts in the mail').toBeDefined();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Your receipts', level: 1 })).toBeVisible();
  // The gift is of today, by the server's calendar (this machine's).
  const year = financialYearOf(new Date().toLocaleDateString('sv'));
  const statement = page.getByRole('region', {
    name: `Financial year ${year} (April to March)`,
  });
  await expect(statement).toContainText(`Total: ${SHOWN_AMOUNT}`);
  await expect(statement).toContainText('1 gift');
  const row = statement.getByRole('row').filter({ hasText: gift.receiptNumber });
  await expect(row).toContainText(SHOWN_AMOUNT);
  await expect(row).toContainText(TITLE);
  await row.getByRole('link', { name: gift.receiptNumber }).click();
  await expect(page.getByRole('heading', { name: 'Donation receipt' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText(DONOR);
});

test('an admin posts news of the project for its donors; the donor reads it by mail and stops it from the link', async ({
  page,
  browser,
  adminSession,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser, adminSession, baseURL);
  await admin.goto(`/admin/projects/${PROJECT}/edit`);
  await admin.getByRole('button', { name: 'Add an update' }).click();
  const form = admin.getByRole('form', { name: 'New update' });
  await form.getByLabel('Update', { exact: true }).fill(NEWS);
  await form.getByLabel('Update (Urdu)').fill('پہلے بورویل میں 180 فٹ پر پانی نکل آیا۔');
  await form.getByLabel('Notify donors who asked for updates').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Successfully data saved!')).toBeVisible();
  await admin.context().close();

  await page.goto(`/projects/${PROJECT}`);
  const updates = page.getByRole('list', { name: 'Updates' });
  await expect(updates.getByText(NEWS)).toBeVisible();

  const news = await mailTo(EMAIL, `News from “${TITLE}”`);
  expect(news.text).toContain(NEWS);
  expect(news.headers['list-unsubscribe']).toMatch(
    /^<http:\/\/127\.0\.0\.1:\d+\/api\/v1\/unsubscribe\/[\w-]+>$/,
  );
  expect(news.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const stop = linkAfter(news.text, 'Stop these updates');
  expect(stop).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/unsubscribe\/[\w-]+$/);

  await page.goto(stop);
  await expect(page.getByText(`Stop the news of “${TITLE}”?`)).toBeVisible();
  await page.getByRole('button', { name: 'Stop these updates' }).click();
  await expect(page.getByRole('status')).toContainText(`You will get no more news of “${TITLE}”.`);
});
