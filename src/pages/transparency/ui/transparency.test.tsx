import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { blankTrust } from '@contract/settings';
import { renderInUrdu, renderWithProviders } from '@/test/app';
import { mockServer } from '@/test/lib';
import {
  demoSettingContents,
  settingsWith,
  SETTINGS_URL,
  settingsResponse,
} from '@/test/mocks/setting';
import { DOCUMENTS_URL, demoDocuments } from '@/test/mocks/trust-document';
import { demoSettings } from '@/test/mocks/setting';

const trust = demoSettingContents.trust;

const headings = (level: number) =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent);

describe('transparency page', () => {
  it("shows the trust's PAN, address, registrations and reports by year, in English", async () => {
    renderWithProviders(undefined, { route: '/transparency' });

    const main = within(await screen.findByRole('main'));
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Registrations and reports');
    await main.findByRole('heading', { name: 'Reports and accounts' });
    expect(headings(2)).toEqual(['Registrations', 'Reports and accounts']);
    expect(main.getByText('Helping Hands Trust')).toBeInTheDocument();
    expect(main.getByText(trust.pan)).toHaveAttribute('dir', 'ltr');
    expect(main.getByText(trust.address.en)).toBeInTheDocument();

    const registrations = main.getAllByRole('listitem').slice(0, 2);
    expect(registrations[0]).toHaveTextContent('80G (tax deduction for donors)');
    expect(registrations[0]).toHaveTextContent('Number: AAATH1234HF20214');
    expect(registrations[0]).toHaveTextContent('Valid from 01 Apr 2021 until 31 Mar 2026');
    expect(registrations[1]).toHaveTextContent('12A (income tax exemption)');
    expect(registrations[1]).toHaveTextContent('Valid from 01 Apr 2021');
    expect(registrations[1]).not.toHaveTextContent('until');

    expect(headings(3)).toEqual(
      expect.arrayContaining([
        'Financial year \u20662024-25\u2069',
        'Financial year \u20662023-24\u2069',
      ]),
    );
    const report = main.getByRole('link', { name: 'Annual report 2024-25' });
    expect(report).toHaveAttribute('href', demoDocuments[0]?.url);
    expect(report).toHaveAttribute('download');
    expect(main.getByText(/Annual report · PDF, 245 KB/)).toBeInTheDocument();
    expect(main.getByText(/Audited accounts · PDF, 1\.5 MB/)).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Registrations and reports | Helping Hands Trust'),
    );
  });

  it('reads in Urdu, right to left, with the English title where the Urdu is missing', async () => {
    renderInUrdu('/transparency');

    const main = within(await screen.findByRole('main'));
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('رجسٹریشنز اور رپورٹیں');
    await main.findByRole('heading', { name: 'رپورٹیں اور حسابات' });
    expect(main.getByText('80G (عطیہ دہندگان کے لیے ٹیکس میں کٹوتی)')).toBeInTheDocument();
    expect(main.getByText(/01 اپریل 2021 سے 31 مارچ 2026 تک کارآمد/)).toBeInTheDocument();
    expect(main.getByText(trust.address.ur)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'سالانہ رپورٹ 2024-25' })).toHaveAttribute('download');
    // After Urdu letters the year would read "25-2024" unless it keeps its own direction.
    expect(
      within(main.getByRole('link', { name: 'سالانہ رپورٹ 2024-25' })).getByText('2024-25'),
    ).toHaveAttribute('dir', 'ltr');
    const english = main.getByText('Audited accounts 2023-24');
    expect(english).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('leaves out a section with nothing in it, heading and all', async () => {
    mockServer.use(
      settingsWith({ trust: { ...blankTrust(), pan: 'AAATH1234H' } }),
      http.get(DOCUMENTS_URL, () => HttpResponse.json([])),
    );
    renderWithProviders(undefined, { route: '/transparency' });

    const main = within(await screen.findByRole('main'));
    await main.findByText('AAATH1234H');
    expect(main.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(main.queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads a site stored before the trust entry existed as one that told nothing', async () => {
    mockServer.use(
      http.get(SETTINGS_URL, () =>
        settingsResponse(demoSettings().filter((entry) => entry.name !== 'trust')),
      ),
      http.get(DOCUMENTS_URL, () => HttpResponse.json([])),
    );
    renderWithProviders(undefined, { route: '/transparency' });

    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('Nothing is published here yet.')).toBeInTheDocument();
    expect(main.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
