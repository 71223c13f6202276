import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { uploadUrl } from '@contract/uploads';
import { PARTNERS_URL, demoPartners } from '@/test/mocks/partner';
import { demoProjects, projectBackend } from '@/test/mocks/project';
import { demoProjectUpdates, projectUpdateBackend } from '@/test/mocks/project-update';
import { demoBin, versionBackend } from '@/test/mocks/version';
import {
  findHeading,
  mockServer,
  openAdminInUrdu,
  openScreen,
  type AdminUser,
  tableRows,
  useMockBackend,
  useScreenWidth,
} from '@/test/app';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const patiently = { timeout: 15_000 };

/** The table's rows, each as its cells' texts. */
const rowTexts = () => tableRows(screen.getByRole('table'));

describe('the bin', () => {
  // The menu shows in the sider of a wide screen.
  useScreenWidth(1280);

  it('lists what was deleted: its kind, name, image, who deleted it, when, and when it goes', async () => {
    useMockBackend(versionBackend());
    await openScreen('/admin/bin', 'Bin');

    await screen.findByText('Noor Trust', undefined, patiently);
    expect(
      screen.getByText(
        'Deleted items stay here for 30 days; then they and their files are removed for good.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Kind',
      'Item',
      'Image',
      'Deleted by',
      'Deleted on',
      'Removed for good on',
      'Actions',
    ]);
    expect(rowTexts()).toEqual([
      [
        'Partner',
        'Noor Trust',
        '',
        'volunteer@example.org',
        '5 Mar 2026, 15:30',
        '4 Apr 2026, 15:30',
        'Restore',
      ],
      [
        'News item',
        'Wells open',
        '',
        'admin@example.org',
        expect.stringMatching(/^2 Mar 2026/),
        expect.stringMatching(/^1 Apr 2026/),
        'Restore',
      ],
    ]);
    expect(screen.getByRole('img', { name: 'Noor Trust' })).toHaveAttribute(
      'src',
      uploadUrl('partner', 'noor.png'),
    );
    // The news item's data has no image.
    expect(screen.queryByRole('img', { name: 'Wells open' })).not.toBeInTheDocument();
  });

  it('restores an entry after asking: a toast, the bin and the list of its kind read again', async () => {
    const backend = useMockBackend(versionBackend());
    let partnerReads = 0;
    mockServer.use(
      http.get(PARTNERS_URL, () => {
        partnerReads += 1;
        return HttpResponse.json(demoPartners);
      }),
    );
    const { user } = await openScreen('/admin/partners/list', 'Partners');
    await waitFor(() => expect(partnerReads).toBe(1));
    const menu = within(screen.getByRole('navigation', { name: 'Admin menu' }));
    await user.click(menu.getByRole('link', { name: 'Bin' }));
    await findHeading('Bin');

    await user.click(await screen.findByRole('button', { name: 'Restore Noor Trust' }, patiently));
    expect(await screen.findByText('Restore this item?')).toBeInTheDocument();
    expect(
      screen.getByText('It comes back to its list, in its place, with its image.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    expect(
      await screen.findByText('Noor Trust is back in its list', undefined, patiently),
    ).toBeVisible();
    expect(backend.state.binRestored).toEqual([21]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Noor Trust' })).toBeNull());
    expect(rowTexts().map(([, item]) => item)).toEqual(['Wells open']);

    // The partners' list, cached before, is read again when shown.
    await user.click(menu.getByRole('link', { name: 'Partners' }));
    await findHeading('Partners');
    await waitFor(() => expect(partnerReads).toBe(2));
  });

  it.each([
    [409, 'The news logo of this item was deleted', 'The news logo of this item was deleted'],
    [404, 'No such entry', 'This entry is no longer in the bin.'],
  ] as const)('tells why a restore was refused (%i)', async (status, message, told) => {
    useMockBackend(versionBackend({ refuse: { 20: { status, message } } }));
    const { user } = await openScreen('/admin/bin', 'Bin');

    await user.click(await screen.findByRole('button', { name: 'Restore Wells open' }, patiently));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(told, undefined, patiently)).toBeInTheDocument();
  });

  it('says so when it is empty', async () => {
    useMockBackend(versionBackend({ bin: [] }));
    await openScreen('/admin/bin', 'Bin');

    expect(await screen.findByText('The bin is empty.', undefined, patiently)).toBeInTheDocument();
    expect(
      screen.getByText('Whatever is deleted waits here for 30 days, in case it is wanted back.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Urdu, right to left: the kinds, the dates, the restore and the empty bin', async () => {
    const backend = useMockBackend(versionBackend({ bin: demoBin.slice(0, 1) }));
    const { user } = openAdminInUrdu('/admin/bin');
    await findHeading('ردی کی ٹوکری');

    await screen.findByText('Noor Trust', undefined, patiently);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('columnheader', { name: 'کس نے حذف کیا' })).toBeInTheDocument();
    const [row] = rowTexts();
    expect(row).toEqual([
      'شراکت دار',
      'Noor Trust',
      '',
      'volunteer@example.org',
      // On the trust's clock (Asia/Kolkata), 24-hour: no "PM" for the bidi algorithm to move.
      '5 مارچ، 2026، 15:30',
      '4 اپریل، 2026، 15:30',
      'بحال کریں',
    ]);
    // Kept left to right inside the Urdu table.
    expect(screen.getByText('5 مارچ، 2026، 15:30').closest('bdi')).toHaveAttribute('dir', 'ltr');

    await user.click(screen.getByRole('button', { name: 'Noor Trust بحال کریں' }));
    expect(await screen.findByText('کیا یہ چیز بحال کریں؟')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ہاں' }));
    expect(
      await screen.findByText('Noor Trust اپنی فہرست میں واپس آ گیا', undefined, patiently),
    ).toBeVisible();
    expect(backend.state.binRestored).toEqual([21]);
    expect(await screen.findByText('ردی کی ٹوکری خالی ہے۔', undefined, patiently)).toBeVisible();
  });

  describe('read again once something was deleted or restored elsewhere meanwhile', () => {
    const project = demoProjects[0]!;
    type Opened = Awaited<ReturnType<typeof openScreen>>;
    const menuLink = (name: string) =>
      within(screen.getByRole('navigation', { name: 'Admin menu' })).getByRole('link', { name });
    /** Clicks the button named `name`, then Yes, and waits for `done`. */
    async function confirmed(user: AdminUser, name: string | RegExp, done: () => Promise<unknown>) {
      await user.click(await screen.findByRole('button', { name }, patiently));
      await user.click(await screen.findByRole('button', { name: 'Yes' }, patiently));
      await done();
    }
    /** The partners, whose DELETE takes one off the list. */
    function usePartners() {
      let partners = demoPartners;
      mockServer.use(
        http.get(PARTNERS_URL, () => HttpResponse.json(partners)),
        http.delete(`${PARTNERS_URL}/:id`, ({ params }) => {
          partners = partners.filter(({ id }) => id !== Number(params.id));
          return new HttpResponse(null, { status: 204 });
        }),
      );
    }

    it.each<[string, (opened: Opened) => Promise<unknown>]>([
      [
        'a partner deleted',
        async ({ user }) => {
          await user.click(menuLink('Partners'));
          await confirmed(user, 'Delete Akshaya Food Bank', () =>
            waitFor(() => expect(screen.queryByText('Akshaya Food Bank')).toBeNull()),
          );
        },
      ],
      [
        "a project's update deleted",
        async ({ user, router }) => {
          useMockBackend(projectBackend());
          useMockBackend(projectUpdateBackend(demoProjectUpdates[project.projectId]!));
          await act(() => router.navigate(`/admin/projects/${project.projectId}/edit`));
          const name = 'the update of 10 Feb 2025';
          await confirmed(user, `Delete ${name}`, () =>
            waitFor(() => expect(screen.queryByRole('article', { name })).toBeNull()),
          );
        },
      ],
      [
        "a partner's version restored",
        async ({ user }) => {
          await user.click(menuLink('Partners'));
          await user.click(
            await screen.findByRole('button', { name: 'History of Akshaya Food Bank' }, patiently),
          );
          await confirmed(user, /^Restore this version \(4 Mar 2026/, () =>
            screen.findByText('The version was restored', undefined, patiently),
          );
        },
      ],
    ])('%s: the bin shown again never shows its old list', async (_, change) => {
      const backend = useMockBackend(versionBackend());
      usePartners();
      const opened = await openScreen('/admin/bin', 'Bin');
      await screen.findByText('Noor Trust', undefined, patiently);

      await change(opened);
      // The server's bin now holds one more, and answers when the test says.
      backend.state.bin.unshift({ ...demoBin[0]!, id: 22, summary: 'Just deleted' });
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      mockServer.use(
        http.get('*/api/v1/bin', async () => {
          await answered;
          return HttpResponse.json(backend.state.bin);
        }),
      );
      await opened.user.click(menuLink('Bin'));
      await findHeading('Bin');
      // While it is read again, not the list as it was before the change.
      expect(screen.queryByText('Noor Trust')).not.toBeInTheDocument();
      answer();
      expect(await screen.findByText('Just deleted', undefined, patiently)).toBeVisible();
      expect(screen.getByText('Noor Trust')).toBeVisible();
    });
  });
});
