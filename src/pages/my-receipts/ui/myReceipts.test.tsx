import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DonorReceiptList } from '@contract/gifts';
import { API_PREFIX } from '@/shared/config';
import { routePaths } from '@/shared/routes';
import { mockServer, renderInUrdu, renderWithProviders, tableRows } from '@/test/app';

const TOKEN = 'n4bQ9kS2x7LwPq1ZrT5vY8uC3eH6jM0a';
const water = { projectId: 'clean-water', title: 'Clean water', titleUr: 'صاف پانی' };
const school = { projectId: 'school-books', title: 'School books', titleUr: 'اسکول کی کتابیں' };
const LIST: DonorReceiptList = {
  receipts: [
    {
      receiptNumber: '2025-26/0007',
      date: '2025-06-10',
      amount: 1000,
      purpose: 'general',
      project: school,
      token: 'tok-a',
    },
    {
      receiptNumber: '2026-27/0042',
      date: '2026-11-02',
      amount: 2500,
      purpose: 'zakat',
      project: water,
      token: 'tok-b',
    },
    {
      receiptNumber: '2026-27/0010',
      date: '2026-05-01',
      amount: 500,
      purpose: 'sadaqah',
      project: water,
      token: 'tok-c',
    },
  ],
  years: [
    { financialYear: '2026-27', amount: 3000, gifts: 2 },
    { financialYear: '2025-26', amount: 1000, gifts: 1 },
  ],
};

beforeEach(() => {
  mockServer.use(
    http.get(`*${API_PREFIX}/receipts/list/:token`, ({ params }) =>
      params.token === TOKEN
        ? HttpResponse.json(LIST)
        : HttpResponse.json(
            { statusCode: 404, error: 'Not Found', message: 'This link is not valid' },
            { status: 404 },
          ),
    ),
  );
});

describe("a donor's receipts, opened by the mailed link", () => {
  it('shows each year, newest first, with its total, gifts and receipts linking to their pages', async () => {
    renderWithProviders(undefined, { route: routePaths.myReceipts(TOKEN) });
    expect(
      await screen.findByRole('heading', { name: 'Your receipts' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const years = screen.getAllByRole('region');
    expect(years.map((year) => within(year).getByRole('heading').textContent)).toEqual([
      'Financial year 2026-27 (April to March)',
      'Financial year 2025-26 (April to March)',
    ]);
    expect(years[0]).toHaveTextContent('Total: ₹3,000 · 2 gifts');
    expect(years[1]).toHaveTextContent('Total: ₹1,000 · 1 gift');
    expect(tableRows(years[0]!)).toEqual([
      ['2026-27/0042', '02 Nov 2026', '₹2,500', 'Zakat', 'Clean water'],
      ['2026-27/0010', '01 May 2026', '₹500', 'Sadaqah', 'Clean water'],
    ]);
    expect(within(years[1]!).getByRole('link', { name: '2025-26/0007' })).toHaveAttribute(
      'href',
      routePaths.donorReceipt('tok-a'),
    );
    expect(
      screen.getByText(/the trust files Form 10BD for each financial year/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(screen.getByRole('combobox')).toHaveValue('en');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('reads in Urdu', async () => {
    renderInUrdu(routePaths.myReceipts(TOKEN));
    expect(
      await screen.findByRole('heading', { name: 'آپ کی رسیدیں' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const years = screen.getAllByRole('region');
    expect(within(years[0]!).getByRole('heading')).toHaveTextContent(
      'مالی سال 2026-27 (اپریل تا مارچ)',
    );
    expect(years[0]).toHaveTextContent('2 عطیات');
    expect(tableRows(years[0]!)[0]!.slice(3)).toEqual(['زکوٰۃ', 'صاف پانی']);
    expect(within(years[0]!).getByRole('link', { name: '2026-27/0042' })).toHaveAttribute(
      'href',
      routePaths.donorReceipt('tok-b'),
    );
    expect(screen.getByText(/فارم 10BD/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'پرنٹ کریں' })).toBeEnabled();
  });

  it('says a refused link does not work any more and where to ask for a new one', async () => {
    renderWithProviders(undefined, { route: routePaths.myReceipts('x'.repeat(32)) });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('This link does not work any more. Ask for a new one.');
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      routePaths.receiptsFind,
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });
});
