import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GiftMessages } from '@contract/gifts';
import {
  DEMO_MAIL_FROM,
  RECEIPT_MAIL_URL,
  demoGiftsByProject,
  receiptLinkOf,
  whatsappLinkOf,
} from '@/test/mocks/gift';
import { demoProjects } from '@/test/mocks/project';
import { formatWhen } from '@/shared/lib/format';
import { mockServer, openAdminInUrdu, openScreen, useGiftBackends } from '@/test/app';

/* Each confirmed gift's receipt mail, WhatsApp message and receipt link (docs/mail.md). */

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(120_000);

const project = demoProjects[0]!;
const route = `/admin/projects/${project.projectId}/donations`;
const SENT_AT = '2026-02-10T09:30:00.000Z';
const REASON = '550 5.1.1 Mailbox unavailable';

/** The demo gifts, Venkatesh's mail sent, Fatima's failed, Syed's queued, Priya's sending. */
const gifts = {
  [project.projectId]: demoGiftsByProject[project.projectId]!.map((gift) =>
    gift.donorName
      ? { ...gift, donorEmail: `donor${gift.id}@example.org`, donorPhone: '+91 98480 22338' }
      : gift,
  ),
};
const byName = (name: string) => gifts[project.projectId]!.find((g) => g.donorName === name)!;
const venkatesh = byName('Venkatesh Rao');
const fatima = byName('Fatima Khan');
const syed = byName('Syed Arif Hussain');
const priya = byName('Priya Sharma');
const mails: Record<number, GiftMessages['mail']> = {
  [venkatesh.id]: { status: 'sent', at: SENT_AT, reason: null },
  [fatima.id]: { status: 'failed', at: SENT_AT, reason: REASON },
  [syed.id]: { status: 'queued', at: null, reason: null },
  [priya.id]: { status: 'sending', at: null, reason: null },
};

/** The messages cell of `name`'s gift, once it shows. */
async function messagesOf(name: string) {
  const cell = await screen.findAllByText(name, { selector: 'td *' });
  const row = cell[0]!.closest('tr')!;
  return within(await within(row).findByRole('group', { name: /^(Messages of receipt|رسید)/ }));
}

describe("a confirmed gift's messages to its donor", () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

  it("shows each mail's state, the WhatsApp link, and Send only where it can go", async () => {
    useGiftBackends(gifts, { mails });
    await openScreen(route, 'Donations');

    const sent = await messagesOf(venkatesh.donorName!);
    expect(await sent.findByText(`Mail sent ${formatWhen(SENT_AT, 'en')}`)).toBeInTheDocument();
    expect(sent.getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(sent.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      whatsappLinkOf(venkatesh, receiptLinkOf(venkatesh.id)),
    );
    expect(sent.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('target', '_blank');

    const failed = await messagesOf(fatima.donorName!);
    expect(failed.getByText('Mail failed')).toBeInTheDocument();
    expect(failed.getByText(REASON)).toBeInTheDocument();
    expect(failed.getByRole('button', { name: 'Resend' })).toBeInTheDocument();

    // On its way: no second send.
    const queued = await messagesOf(syed.donorName!);
    expect(queued.getByText('Mail queued')).toBeInTheDocument();
    expect(queued.queryByRole('button', { name: /Send|Resend/ })).not.toBeInTheDocument();
    expect((await messagesOf(priya.donorName!)).getByText('Sending')).toBeInTheDocument();

    // No mail yet, and an e-mail to send it to.
    const irfan = await messagesOf('Mohammed Irfan');
    expect(irfan.getByRole('button', { name: 'Send receipt' })).toBeInTheDocument();
    expect(irfan.queryByText(/^Mail /)).not.toBeInTheDocument();

    // Mail is on: the sender is named, no notice.
    expect(screen.getByText(`Receipts are e-mailed from ${DEMO_MAIL_FROM}`)).toBeInTheDocument();
    expect(screen.queryByText(/^Mail is off/)).not.toBeInTheDocument();
  });

  it('reads the states in Urdu', async () => {
    useGiftBackends(gifts, { mails });
    openAdminInUrdu(route);
    await screen.findByRole('heading', { name: 'عطیات', level: 1 }, { timeout: 40_000 });

    const sent = await messagesOf(venkatesh.donorName!);
    expect(
      await sent.findByText(`میل ${formatWhen(SENT_AT, 'ur')} کو بھیجی گئی`),
    ).toBeInTheDocument();
    expect(sent.getByRole('button', { name: 'دوبارہ بھیجیں' })).toBeInTheDocument();
    expect(sent.getByRole('link', { name: 'واٹس ایپ' })).toBeInTheDocument();
    expect((await messagesOf(fatima.donorName!)).getByText('میل نہیں جا سکی')).toBeInTheDocument();
    expect((await messagesOf(syed.donorName!)).getByText('میل قطار میں ہے')).toBeInTheDocument();
    expect((await messagesOf(priya.donorName!)).getByText('بھیجی جا رہی ہے')).toBeInTheDocument();
    expect(
      (await messagesOf('Mohammed Irfan')).getByRole('button', { name: 'رسید بھیجیں' }),
    ).toBeInTheDocument();
  });

  it('resends a failed mail: the mail is queued and its state shows it', async () => {
    const backend = useGiftBackends(gifts, { mails });
    const { user } = await openScreen(route, 'Donations');

    const failed = await messagesOf(fatima.donorName!);
    await user.click(failed.getByRole('button', { name: 'Resend' }));

    expect(await screen.findByText('The receipt mail is on its way')).toBeInTheDocument();
    expect(await failed.findByText('Mail queued')).toBeInTheDocument();
    expect(failed.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    expect(backend.sent).toEqual([
      { method: 'POST receipt-mail', projectId: project.projectId, giftId: fatima.id },
    ]);
  });

  it("tells the server's reason when it refuses a send", async () => {
    useGiftBackends(gifts, { mails });
    mockServer.use(
      http.post(RECEIPT_MAIL_URL, () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: 'This gift has no donor e-mail' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await openScreen(route, 'Donations');

    await user.click(
      (await messagesOf('Mohammed Irfan')).getByRole('button', { name: 'Send receipt' }),
    );
    expect(await screen.findByText('This gift has no donor e-mail')).toBeInTheDocument();
  });

  it('copies the receipt link, and a replaced link is the one copied next', async () => {
    const backend = useGiftBackends(gifts, { mails });
    const { user } = await openScreen(route, 'Donations');
    // After user-event's setup, which puts its own clipboard in place.
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });

    const cell = await messagesOf(venkatesh.donorName!);
    await user.click(cell.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Receipt link copied')).toBeInTheDocument();
    expect(copied).toEqual([receiptLinkOf(venkatesh.id)]);

    await user.click(cell.getByRole('button', { name: 'Replace link' }));
    expect(
      await screen.findByText(
        'The old link stops working at once: whoever has it can no longer open the receipt. Share the new one with the donor.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The receipt has a new link')).toBeInTheDocument();
    expect(backend.sent).toEqual([
      { method: 'POST receipt-link', projectId: project.projectId, giftId: venkatesh.id },
    ]);
    // The WhatsApp message carries the new link too.
    await waitFor(() =>
      expect(cell.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
        'href',
        whatsappLinkOf(venkatesh, receiptLinkOf(venkatesh.id, 2)),
      ),
    );
    await user.click(cell.getByRole('button', { name: 'Copy link' }));
    expect(copied).toEqual([receiptLinkOf(venkatesh.id), receiptLinkOf(venkatesh.id, 2)]);
  });

  it('says mail is off, and still offers WhatsApp and the link but no sending', async () => {
    useGiftBackends(gifts, { setup: { enabled: false }, mails: {} });
    await openScreen(route, 'Donations');

    expect(
      await screen.findByText(
        'Mail is off: receipts are not e-mailed. Share them by WhatsApp or their link. To send receipts by e-mail, set SMTP_URL and MAIL_FROM (see docs/mail.md).',
      ),
    ).toBeInTheDocument();
    const cell = await messagesOf(venkatesh.donorName!);
    expect(cell.getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(cell.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(cell.queryByRole('button', { name: /Send|Resend/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Receipts are e-mailed/)).not.toBeInTheDocument();
  });
});
