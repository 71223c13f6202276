import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { uploadUrl } from '@contract/uploads';
import { auditHandlers, demoChanges } from '@/test/mocks/audit-entry';
import { PARTNERS_URL, demoPartners } from '@/test/mocks/partner';
import { heroVersions, versionBackend } from '@/test/mocks/version';
import {
  findHeading,
  mockServer,
  openAdminInUrdu,
  openScreen,
  renderWithProviders,
  signedIn,
  signedInAs,
  useMockBackend,
} from '@/test/app';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const patiently = { timeout: 15_000 };

/** Counts the partners' list reads: a restore reads it again. */
function countPartnerReads() {
  let reads = 0;
  mockServer.use(
    http.get(PARTNERS_URL, () => {
      reads += 1;
      return HttpResponse.json(demoPartners);
    }),
  );
  return () => reads;
}

async function openHistory(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name }, patiently));
  return within(await screen.findByRole('dialog', { name }, patiently));
}

/** Each version's entry in the drawer, newest first. */
const versionsIn = (drawer: ReturnType<typeof within>): HTMLElement[] =>
  drawer
    .getAllByRole('listitem')
    .filter((item: HTMLElement) => item.classList.contains('item-history__version'));

/** The lines of what a version changed. */
const linesOf = (version: HTMLElement) =>
  [...version.querySelectorAll('.item-history__changes > li')].map((line) => line.textContent);

describe("a partner's history", () => {
  it('lists its versions newest first: who, when, what, and each change in both languages', async () => {
    const backend = useMockBackend(versionBackend());
    const { user } = await openScreen('/admin/partners/list', 'Partners');

    const drawer = await openHistory(user, 'History of Akshaya Food Bank');
    await drawer.findByText('Current version', undefined, patiently);
    expect(backend.state.asked).toEqual(['partners/1']);
    const [newest, middle, first] = versionsIn(drawer);

    expect(newest).toHaveTextContent(
      /^EditedCurrent versionadmin@example\.org5 Mar 2026, \d\d:\d\d/,
    );
    expect(linesOf(newest!)).toEqual([
      'Name: Akshaya Foods → Akshaya Food Bank',
      'Name (Urdu): اکشیا فوڈز → اکشیا فوڈ بینک',
      'Logo:  → ',
    ]);
    const inNewest = within(newest!);
    expect(inNewest.getByRole('img', { name: 'Logo before' })).toHaveAttribute(
      'src',
      uploadUrl('partner', 'akshaya-old.png'),
    );
    expect(inNewest.getByRole('img', { name: 'Logo after' })).toHaveAttribute(
      'src',
      uploadUrl('partner', 'akshaya.png'),
    );
    // The current version is what the item is: nothing to restore.
    expect(inNewest.queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();

    expect(middle).toHaveTextContent(/^Editedvolunteer@example\.org4 Mar 2026/);
    expect(linesOf(middle!)).toEqual(['Name (Urdu): (empty) → اکشیا فوڈز']);

    expect(first).toHaveTextContent(
      /^Addedadmin@example\.org1 Mar 2026.*The first version recorded:/,
    );
    expect(linesOf(first!)).toEqual(['Name: Akshaya Foods', 'Name (Urdu): (empty)', 'Logo: ']);
    expect(
      within(first!).getByRole('button', { name: /^Restore this version \(1 Mar 2026, / }),
    ).toBeInTheDocument();
  });

  it('restores a version after asking: a toast, the list and the history read again', async () => {
    const backend = useMockBackend(versionBackend());
    const reads = countPartnerReads();
    const { user } = await openScreen('/admin/partners/list', 'Partners');
    await waitFor(() => expect(reads()).toBe(1));

    const drawer = await openHistory(user, 'History of Akshaya Food Bank');
    await user.click(
      await drawer.findByRole('button', { name: /^Restore this version \(4 Mar 2026/ }, patiently),
    );
    expect(await screen.findByText('Restore this version?')).toBeInTheDocument();
    expect(
      screen.getByText('Its texts in both languages and its image become what they were then.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('The version was restored', undefined, patiently)).toBeVisible();
    expect(backend.state.restored).toEqual([2]);
    await waitFor(() => expect(reads()).toBe(2));
    // The restore is itself a version, now the current one.
    await waitFor(() => expect(versionsIn(drawer)).toHaveLength(4));
    expect(versionsIn(drawer)[0]).toHaveTextContent(/^RestoredCurrent version/);
  });

  it.each([
    [
      409,
      'A partner named Akshaya Foods already exists',
      'A partner named Akshaya Foods already exists',
    ],
    [404, 'Partner not found', 'This item is no longer there: restore it from the bin first.'],
  ] as const)('tells why a restore was refused (%i)', async (status, message, told) => {
    useMockBackend(versionBackend({ refuse: { 2: { status, message } } }));
    const { user } = await openScreen('/admin/partners/list', 'Partners');

    const drawer = await openHistory(user, 'History of Akshaya Food Bank');
    await user.click(
      await drawer.findByRole('button', { name: /^Restore this version \(4 Mar 2026/ }, patiently),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(told, undefined, patiently)).toBeInTheDocument();
    expect(screen.queryByText('The version was restored')).not.toBeInTheDocument();
  });

  it('speaks Urdu, right to left: the drawer from the left, the changes and the restore', async () => {
    const backend = useMockBackend(versionBackend());
    const { user } = openAdminInUrdu('/admin/partners/list');
    await findHeading('شراکت دار');

    const drawer = await openHistory(user, 'Akshaya Food Bank کا تاریخچہ');
    await drawer.findByText('موجودہ نسخہ', undefined, patiently);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.querySelector('.ant-drawer-left .item-history')).not.toBeNull();
    const [newest, middle, first] = versionsIn(drawer);
    expect(newest).toHaveTextContent(/^ترمیم کی گئیموجودہ نسخہadmin@example\.org/);
    // When, on the trust's clock (Asia/Kolkata), kept left to right: never "PM16:45".
    const when = within(newest!).getByText('5 مارچ، 2026، 16:45');
    expect(when.closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(linesOf(newest!)).toEqual([
      'نام: Akshaya Foods ← Akshaya Food Bank',
      'نام (اردو): اکشیا فوڈز ← اکشیا فوڈ بینک',
      'لوگو:  ← ',
    ]);
    expect(within(newest!).getByRole('img', { name: 'لوگو پہلے' })).toBeInTheDocument();
    expect(within(newest!).getByRole('img', { name: 'لوگو بعد میں' })).toBeInTheDocument();
    expect(linesOf(middle!)).toEqual(['نام (اردو): (خالی) ← اکشیا فوڈز']);
    expect(first).toHaveTextContent('شامل کیا گیا');
    expect(first).toHaveTextContent('پہلا محفوظ شدہ نسخہ:');

    await user.click(within(middle!).getByRole('button', { name: /^یہ نسخہ بحال کریں \(/ }));
    expect(await screen.findByText('کیا یہ نسخہ بحال کریں؟')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ہاں' }));
    expect(await screen.findByText('نسخہ بحال ہو گیا', undefined, patiently)).toBeVisible();
    expect(backend.state.restored).toEqual([2]);
  });

  it('is not offered to a role that only reads the content', async () => {
    useMockBackend(versionBackend());
    renderWithProviders(undefined, {
      route: '/admin/partners/list',
      preloadedState: signedInAs('accounts'),
    });
    await screen.findByText('Akshaya Food Bank', undefined, patiently);
    expect(screen.queryByRole('button', { name: /^History of/ })).not.toBeInTheDocument();
  });
});

describe("the settings' history", () => {
  it('shows an entry’s versions, the hero first, and another entry on choosing it', async () => {
    const backend = useMockBackend(versionBackend({ versions: heroVersions }));
    const { user } = await openScreen('/admin/settings', 'Settings');

    const drawer = await openHistory(user, 'History of Settings');
    await drawer.findByText('Current version', undefined, patiently);
    const [newest, first] = versionsIn(drawer);
    expect(linesOf(newest!)).toEqual([
      'Show: Yes → No',
      'Heading: Helping hands → Hope for every home',
      'Heading (Urdu): مدد کے ہاتھ → ہر گھر کے لیے امید',
    ]);
    expect(first).toHaveTextContent(/^Recorded when history began/);
    // No one made it: no e-mail (the server's stand-in 'upgrade') is shown as its author.
    expect(first).not.toHaveTextContent('upgrade');

    await user.click(drawer.getByRole('combobox', { name: 'Setting' }));
    await user.click((await screen.findAllByTitle('About')).at(-1)!);
    expect(
      await drawer.findByText('No versions are recorded yet.', undefined, patiently),
    ).toBeVisible();
    expect(backend.state.asked).toEqual(['settings/hero', 'settings/about']);
  });
});

describe('the audit trail', () => {
  it('leads from a change that made a version to its item’s history, that version marked', async () => {
    useMockBackend(versionBackend());
    const change = { ...demoChanges[2]!, id: 8, resourceId: '1', action: 'edit' as const };
    // The versions branch adds `versionId` to the audit trail's entries.
    const withVersion = { ...change, summary: 'Akshaya Foods', versionId: 2 };
    mockServer.use(...auditHandlers([withVersion]));
    const { user } = renderWithProviders(undefined, { route: '/admin', preloadedState: signedIn });

    const drawer = await openHistory(user, 'History of Akshaya Foods');
    await drawer.findByText('Current version', undefined, patiently);
    const marked = versionsIn(drawer).filter(
      (item) => item.getAttribute('aria-current') === 'true',
    );
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent('volunteer@example.org');
  });
});
