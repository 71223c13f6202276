import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DonorReceipt } from '@contract/gifts';
import { API_PREFIX } from '@/shared/config';
import { routePaths } from '@/shared/routes';
import { demoSettingContents } from '@/test/mocks/setting';
import { mockServer, renderInUrdu, renderWithProviders } from '@/test/app';

const TOKEN = 'JKgTJdFL6L2KaFG4FQZr3V-OWV0B8whq';
const RECEIPT: DonorReceipt = {
  id: 7,
  receiptNumber: '2026-27/0042',
  donorName: 'Asha Rao',
  amount: 2500,
  date: '2026-11-02',
  purpose: 'zakat',
  paymentMode: 'upi',
  paymentReference: '604312345678',
  donorIdType: 'pan',
  donorIdNumber: 'ABCDE1234F',
  donorAddress: '12 MG Road, Hyderabad',
  project: { projectId: 'clean-water', title: 'Clean water', titleUr: 'صاف پانی' },
  donorLanguage: 'en',
  deduction: null,
};

beforeEach(() => {
  mockServer.use(
    http.get(`*${API_PREFIX}/receipts/:token`, ({ params }) =>
      params.token === TOKEN
        ? HttpResponse.json(RECEIPT)
        : HttpResponse.json(
            { statusCode: 404, error: 'Not Found', message: 'This receipt link is not valid' },
            { status: 404 },
          ),
    ),
  );
});

/** The receipt line labelled `label`, as its text. */
const lineOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).closest('div')!.querySelector('dd')!.textContent;

describe("a donor's receipt, opened by its link", () => {
  it('shows the receipt without signing in, printable, and keeps search engines out', async () => {
    renderWithProviders(undefined, { route: routePaths.donorReceipt(TOKEN) });
    expect(
      await screen.findByRole('heading', { name: 'Donation receipt' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(demoSettingContents.site.name.en)).toBeInTheDocument();
    expect(lineOf('Receipt no.')).toBe('2026-27/0042');
    expect(lineOf('Received with thanks from')).toBe('Asha Rao');
    expect(lineOf('Amount')).toBe('₹2,500');
    expect(lineOf('In words')).toBe('Rupees Two Thousand Five Hundred only');
    expect(lineOf('Towards')).toBe('Clean water');
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(screen.getByRole('combobox')).toHaveValue('en');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    // Alone on its page: no site menu around a receipt that is printed.
    expect(screen.queryByRole('link', { name: /contact/i })).not.toBeInTheDocument();
  });

  it('reads in Urdu', async () => {
    renderInUrdu(routePaths.donorReceipt(TOKEN));
    expect(
      await screen.findByRole('heading', { name: 'عطیے کی رسید' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(lineOf('مقصد')).toBe('زکوٰۃ');
    expect(lineOf('برائے')).toBe('صاف پانی');
    expect(screen.getByRole('button', { name: 'پرنٹ کریں' })).toBeEnabled();
  });

  it('says so, in the reader’s language, when the link was replaced or never was', async () => {
    renderInUrdu(routePaths.donorReceipt('x'.repeat(32)));
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'رسید کا یہ لنک اب کام نہیں کرتا',
    );
    expect(screen.getByRole('button', { name: 'پرنٹ کریں' })).toBeDisabled();
    expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument();
  });
});
