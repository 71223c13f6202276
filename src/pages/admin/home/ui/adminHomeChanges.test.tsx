import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AUDIT_URL, auditHandlers, demoChanges } from '@/test/mocks/audit-entry';
import { demoAdmin } from '@/test/mocks/session';
import { findSection, mockServer, renderWithProviders, signedIn } from '@/test/app';
import { watchedGet } from '@/test/lib';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const inUrdu = { ...signedIn, language: { language: 'ur' as const } };

const changesList = async (name: string) => within(await findSection(name, 15_000));

describe('the latest changes on the admin home', () => {
  it('lists who changed what and when, newest first, with the admin token', async () => {
    const audit = watchedGet(AUDIT_URL, demoChanges);
    renderWithProviders(undefined, { route: '/admin', preloadedState: signedIn });

    const list = await changesList('Latest changes');
    await list.findByText('Akshaya Food Bank');
    const rows = list.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Settings editedtheme',
        'admin@example.org',
        expect.stringMatching(/^5 Mar 2026, \d\d:\d\d$/),
      ],
      ['News item pinnedWells open', 'admin@example.org', expect.stringMatching(/^4 Mar 2026/)],
      [
        'Partner addedAkshaya Food Bank',
        'volunteer@example.org',
        expect.stringMatching(/^5 Mar 2026/),
      ],
    ]);
    expect(list.getByRole('columnheader', { name: 'When' })).toBeInTheDocument();
    expect(audit.authorization()).toBe(`Bearer ${demoAdmin.token}`);
    expect(audit.query().get('limit')).toBe('10');
  });

  it('says so when nothing has changed yet', async () => {
    renderWithProviders(undefined, { route: '/admin', preloadedState: signedIn });

    const list = await changesList('Latest changes');
    expect(await list.findByText('No changes yet')).toBeInTheDocument();
  });

  it('says so when the changes cannot be loaded', async () => {
    mockServer.use(http.get(AUDIT_URL, () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(undefined, { route: '/admin', preloadedState: signedIn });

    const list = await changesList('Latest changes');
    expect(await list.findByText('The latest changes could not be loaded')).toBeInTheDocument();
  });

  it('speaks Urdu: the actions, the kinds and the dates', async () => {
    mockServer.use(...auditHandlers(demoChanges));
    renderWithProviders(undefined, { route: '/admin', preloadedState: inUrdu });

    const list = await changesList('تازہ ترین تبدیلیاں');
    expect(await list.findByText('ترتیبات میں ترمیم کی گئی')).toBeInTheDocument();
    expect(list.getByText('خبر سب سے اوپر لگایا گیا')).toBeInTheDocument();
    expect(list.getByText('شراکت دار شامل کیا گیا')).toBeInTheDocument();
    expect(list.getByRole('columnheader', { name: 'کس نے' })).toBeInTheDocument();
    expect(list.getAllByText(/^5 مارچ، 2026/)).toHaveLength(2);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it("names a download of Form 10BD (donors' private details), in both languages", async () => {
    const download = {
      ...demoChanges[2]!,
      id: 9,
      resource: 'form10bd' as const,
      resourceId: '2025-26',
      action: 'export' as const,
      summary: '2025-26: 12',
    };
    mockServer.use(...auditHandlers([download]));
    const { unmount } = renderWithProviders(undefined, {
      route: '/admin',
      preloadedState: signedIn,
    });
    const list = await changesList('Latest changes');
    expect(await list.findByText('Form 10BD exported')).toBeInTheDocument();
    expect(list.getByText('2025-26: 12')).toBeInTheDocument();
    unmount();

    renderWithProviders(undefined, { route: '/admin', preloadedState: inUrdu });
    const urdu = await changesList('تازہ ترین تبدیلیاں');
    expect(await urdu.findByText('فارم 10BD برآمد کیا گیا')).toBeInTheDocument();
  });

  it('shows the empty state in Urdu', async () => {
    renderWithProviders(undefined, { route: '/admin', preloadedState: inUrdu });

    const list = await changesList('تازہ ترین تبدیلیاں');
    expect(await list.findByText('ابھی تک کوئی تبدیلی نہیں ہوئی')).toBeInTheDocument();
  });
});
