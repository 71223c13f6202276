import { screen, within } from '@testing-library/react';
import { demoGiftsByProject, giftBackend, type StoredGift } from '@/test/mocks/gift';
import { demoProjects } from '@/test/mocks/project';
import { demoSettingContents } from '@/test/mocks/setting';
import { findHeading, mockServer, openAdmin, openAdminInUrdu, openScreen } from '@/test/app';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const project = demoProjects[0]!;
/** The demo gift with every private detail: a PAN, an address, a UPI reference. */
const detailed = demoGiftsByProject[project.projectId]!.find(({ donorIdNumber }) => donorIdNumber)!;

function useGifts(gifts: Record<string, StoredGift[]> = demoGiftsByProject) {
  mockServer.use(...giftBackend(gifts).handlers);
}

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
    expect(lineOf('80G registration')).toBe(
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
    expect(
      screen.getByText(/qualify for deduction under section 80G of the Income Tax Act, 1961/),
    ).toHaveTextContent(`Donations to ${site.name.en}`);
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it('reads in Urdu, the amount in Urdu words', async () => {
    useGifts();
    openAdminInUrdu(`/admin/receipts/${detailed.id}`);
    await findHeading('عطیے کی رسید');
    expect(screen.getByText(demoSettingContents.site.name.ur)).toBeInTheDocument();
    expect(lineOf('رقم الفاظ میں')).toBe('ایک لاکھ روپے صرف');
    expect(lineOf('مقصد')).toBe('زکوٰۃ');
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
