import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { GIFT_TOTALS_URL } from '@/test/mocks/gift';
import { demoAdmin } from '@/test/mocks/session';
import { findSection, mockServer, renderWithProviders, signedIn, tableRows } from '@/test/app';
import { watchedGet } from '@/test/lib';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const totalsSection = (name: string) => findSection(name, 15_000);

describe('gifts by purpose, on the admin home', () => {
  it('sums every gift per financial year and purpose, asked with the token', async () => {
    const totals = watchedGet(GIFT_TOTALS_URL, [
      { financialYear: '2026-27', purpose: 'general', amount: 120000, gifts: 3 },
      { financialYear: '2026-27', purpose: 'zakat', amount: 51000, gifts: 2 },
      { financialYear: '2025-26', purpose: 'fitrana', amount: 750, gifts: 5 },
    ]);
    renderWithProviders(undefined, { route: '/admin', preloadedState: signedIn });

    const section = await totalsSection('Gifts by purpose');
    expect(
      within(section).getByText('Every gift, per financial year (April to March) and purpose.'),
    ).toBeVisible();
    await within(section).findByRole('table');
    expect(tableRows(section)).toEqual([
      ['2026-27', 'General', '3', '₹1,20,000'],
      ['2026-27', 'Zakat', '2', '₹51,000'],
      ['2025-26', 'Fitrana', '5', '₹750'],
    ]);
    expect(totals.authorization()).toBe(`Bearer ${demoAdmin.token}`);
  });

  it('adds up the demo gifts, and speaks Urdu', async () => {
    renderWithProviders(undefined, {
      route: '/admin',
      preloadedState: { ...signedIn, language: { language: 'ur' } },
    });
    const section = await totalsSection('مقصد کے لحاظ سے عطیات');
    await within(section).findByRole('table');
    // The demo gifts (src/test/mocks/gift), all in 2025-26.
    expect(tableRows(section)).toEqual([
      ['2025-26', 'عام', '5', '₹2,65,000'],
      ['2025-26', 'زکوٰۃ', '2', '₹1,15,000'],
      ['2025-26', 'صدقہ', '1', '₹50,000'],
    ]);
  });

  it('says when no gift is recorded yet', async () => {
    mockServer.use(http.get(GIFT_TOTALS_URL, () => HttpResponse.json([])));
    renderWithProviders(undefined, { route: '/admin', preloadedState: signedIn });
    const section = await totalsSection('Gifts by purpose');
    expect(await within(section).findByText('No gifts recorded yet')).toBeVisible();
  });
});
