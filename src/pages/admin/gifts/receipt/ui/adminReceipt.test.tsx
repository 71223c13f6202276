import { screen, within } from '@testing-library/react';
import { demoGiftsByProject, giftBackend, type StoredGift } from '@/test/mocks/gift';
import { demoProjects } from '@/test/mocks/project';
import type { SettingContents } from '@contract/settings';
import { demoSettingContents, settingsWith } from '@/test/mocks/setting';
import { findHeading, mockServer, openAdmin, openAdminInUrdu, openScreen } from '@/test/app';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const project = demoProjects[0]!;
/** The demo gift with every private detail: a PAN, an address, a UPI reference. */
const detailed = demoGiftsByProject[project.projectId]!.find(({ donorIdNumber }) => donorIdNumber)!;

function useGifts(gifts: Record<string, StoredGift[]> = demoGiftsByProject) {
  mockServer.use(...giftBackend(gifts).handlers);
}

/** The trust's 80G registration, valid until March 2027, and `gift` alone. */
function useGiftIn2026(gift: StoredGift) {
  const trust: SettingContents['trust'] = {
    ...demoSettingContents.trust,
    registrations: [
      { kind: '80g', number: 'AAATH1234HF20264', validFrom: '', validUntil: '2027-03-31' },
    ],
  };
  const settings = { ...demoSettingContents, trust };
  mockServer.use(
    settingsWith({ trust }),
    ...giftBackend({ [project.projectId]: [gift] }, { settings }).handlers,
  );
}

const OLD_ACT = 'section 80G of the Income Tax Act, 1961';
const NEW_ACT = 'section 133 of the Income-tax Act, 2025';

/** The receipt line labelled `label`, as its text. */
const lineOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).closest('div')!.querySelector('dd')!.textContent;

describe('a gift receipt', () => {
  it("says the trust's name, PAN and 80G number, the donor and the amount in figures and words", async () => {
    useGifts();
    openAdmin(`/admin/receipts/${detailed.id}`);
    await findHeading('Donation receipt');
    const { trust, site } = demoSettingContents;
    expect(screen.getByText(site.name.en)).toBeInTheDocument();
    expect(screen.getByText(trust.address.en)).toBeInTheDocument();
    expect(lineOf('PAN')).toBe(trust.pan);
    expect(lineOf(`Registration for deduction under ${OLD_ACT}`)).toBe(
      `${trust.registrations[0]!.number} (valid until 31 Mar 2026)`,
    );
    expect(lineOf('Receipt no.')).toBe(detailed.receiptNumber);
    expect(lineOf('Received with thanks from')).toBe(detailed.donorName);
    expect(lineOf('Donor’s ID')).toBe(`PAN: ${detailed.donorIdNumber}`);
    expect(lineOf('Address')).toBe(detailed.donorAddress);
    expect(lineOf('Amount')).toBe('₹1,00,000');
    expect(lineOf('In words')).toBe('Rupees One Lakh only');
    expect(lineOf('Paid by')).toBe('UPI');
    expect(lineOf('Reference')).toBe(detailed.paymentReference);
    expect(lineOf('Purpose')).toBe('Zakat');
    expect(lineOf('Towards')).toBe(project.title);
    // The gift of January 2026 (2025-26): the wording of the Income Tax Act, 1961.
    expect(
      screen.getByText(`Donations to ${site.name.en} qualify for deduction under ${OLD_ACT}.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/paid in cash/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it('reads in Urdu, the amount in Urdu words', async () => {
    useGifts();
    openAdminInUrdu(`/admin/receipts/${detailed.id}`);
    await findHeading('عطیے کی رسید');
    expect(screen.getByText(demoSettingContents.site.name.ur)).toBeInTheDocument();
    expect(lineOf('رقم الفاظ میں')).toBe('ایک لاکھ روپے صرف');
    expect(lineOf('مقصد')).toBe('زکوٰۃ');
    expect(lineOf('انکم ٹیکس ایکٹ 1961 کی دفعہ 80G کے تحت ٹیکس کٹوتی کے لیے رجسٹریشن')).toBe(
      `${demoSettingContents.trust.registrations[0]!.number} (31 مارچ 2026 تک مؤثر)`,
    );
    expect(
      screen.getByText(
        'ہیلپنگ ہینڈز ٹرسٹ کو دیے گئے عطیات انکم ٹیکس ایکٹ 1961 کی دفعہ 80G کے تحت ٹیکس کٹوتی کے اہل ہیں۔',
      ),
    ).toBeInTheDocument();
  });

  it('tells of a gift from April 2026 under the Income-tax Act, 2025, in English and Urdu', async () => {
    useGiftIn2026({ ...detailed, date: '2026-04-02', receiptNumber: '2026-27/0001' });
    const { user } = openAdmin(`/admin/receipts/${detailed.id}`);
    await findHeading('Donation receipt');
    expect(lineOf(`Registration for deduction under ${NEW_ACT}`)).toBe(
      'AAATH1234HF20264 (valid until 31 Mar 2027)',
    );
    expect(
      screen.getByText(
        `Donations to Helping Hands Trust qualify for deduction under ${NEW_ACT}, which ` +
          'replaces section 80G of the Income Tax Act, 1961.',
      ),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Language'), 'ur');
    await findHeading('عطیے کی رسید');
    expect(
      screen.getByText(
        'ہیلپنگ ہینڈز ٹرسٹ کو دیے گئے عطیات انکم ٹیکس ایکٹ 2025 کی دفعہ 133 کے تحت ٹیکس کٹوتی کے اہل ' +
          'ہیں، جو انکم ٹیکس ایکٹ 1961 کی دفعہ 80G کی جگہ لیتی ہے۔',
      ),
    ).toBeInTheDocument();
  });

  it('says a cash gift above ₹2,000 earns no deduction, and not of one of ₹2,000', async () => {
    const cash: StoredGift = { ...detailed, date: '2026-05-01', paymentMode: 'cash', amount: 2000 };
    useGiftIn2026(cash);
    const atLimit = openAdmin(`/admin/receipts/${detailed.id}`);
    await findHeading('Donation receipt');
    expect(screen.getAllByText(/qualify for deduction/)).toHaveLength(1);
    expect(screen.queryByText(/paid in cash/)).not.toBeInTheDocument();
    atLimit.unmount();

    useGiftIn2026({ ...cash, amount: 2001 });
    const { user } = openAdmin(`/admin/receipts/${detailed.id}`);
    await findHeading('Donation receipt');
    expect(
      screen.getByText(
        'This gift was paid in cash and is more than ₹2,000, so it does not qualify for ' +
          `deduction under ${NEW_ACT}.`,
      ),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Language'), 'ur');
    await findHeading('عطیے کی رسید');
    expect(
      screen.getByText(
        'یہ عطیہ نقد ادا کیا گیا اور \u2066₹2,000\u2069 سے زیادہ ہے، اس لیے انکم ٹیکس ایکٹ 2025 کی دفعہ 133 کے ' +
          'تحت ٹیکس کٹوتی کا اہل نہیں۔',
      ),
    ).toBeInTheDocument();
  });

  it('promises no deduction when the trust has no 80G registration valid on the gift’s date', async () => {
    useGifts({ [project.projectId]: [{ ...detailed, date: '2026-04-02' }] });
    openAdmin(`/admin/receipts/${detailed.id}`);
    await findHeading('Donation receipt');
    // The registration still shows, under its own name; no sentence claims a deduction.
    expect(lineOf('80G registration')).toContain(
      demoSettingContents.trust.registrations[0]!.number,
    );
    expect(screen.queryByText(/qualify for deduction/)).not.toBeInTheDocument();
  });

  it('is not given for a gift not confirmed', async () => {
    const pending: StoredGift = { ...detailed, status: 'pending', receiptNumber: null };
    useGifts({ [project.projectId]: [pending] });
    openAdmin(`/admin/receipts/${detailed.id}`);
    expect(
      await screen.findByText(
        'A receipt is given only for a confirmed gift',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it("opens from the gift's receipt number in the project's gifts", async () => {
    useGifts();
    const { user } = await openScreen(
      `/admin/projects/${project.projectId}/donations`,
      'Donations',
    );
    const link = await screen.findByRole('link', { name: `Receipt ${detailed.receiptNumber}` });
    await user.click(link);
    await findHeading('Donation receipt');
    const back = within(screen.getByRole('navigation', { name: 'Donation receipt' }));
    expect(back.getByRole('link', { name: 'Back to the gifts' })).toHaveAttribute(
      'href',
      `/admin/projects/${project.projectId}/donations`,
    );
  });
});
