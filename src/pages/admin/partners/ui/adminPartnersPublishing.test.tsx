import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { Partner, Publishing } from '@contract/content';
import type { Setting } from '@contract/settings';
import {
  enter,
  file,
  findHeading,
  mockServer,
  openAdmin,
  openAdminInUrdu,
  useMockBackend,
} from '@/test/app';
import { imageResourceBackend, watchedGet } from '@/test/lib';
import { PARTNERS_URL, demoPartners } from '@/test/mocks/partner';
import { SETTINGS_URL, demoSettings, settingsResponse } from '@/test/mocks/setting';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

/*
 * Drafts and schedules (issue 31) on the partners' screens, which stand for every kind of
 * content: the form's publishing block sends its state and window on the trust's clock, and the
 * list marks what is not simply public.
 */

const [first, second, third, fourth] = demoPartners as [
  Partner & Publishing,
  Partner & Publishing,
  Partner & Publishing,
  Partner & Publishing,
];

/** Draft, scheduled (with an end), running until an end, and ended; far from any test's today. */
const marked: (Partner & Publishing)[] = [
  { ...first, status: 'draft' },
  {
    ...second,
    publishAt: '2099-02-28T18:30:00.000Z',
    unpublishAt: '2099-03-10T12:30:00.000Z',
  },
  { ...third, publishAt: '2001-01-01T00:00:00.000Z', unpublishAt: '2099-06-01T06:30:00.000Z' },
  { ...fourth, unpublishAt: '2001-05-01T10:00:00.000Z' },
];

function useBackend(initial: readonly Partner[] = demoPartners) {
  return useMockBackend(
    imageResourceBackend<Partner>({
      listUrl: PARTNERS_URL,
      itemUrl: `${PARTNERS_URL}/:id`,
      initial,
      kind: 'partner',
      texts: ['name'],
      image: 'logo',
    }),
  );
}

/** The settings with the trust's time zone `zone`. */
function useTimeZone(zone: string) {
  // In place of the demo's own entry (Asia/Kolkata), as a saved zone would be.
  const list = [
    ...demoSettings().filter(({ name }) => name !== 'timeZone'),
    { id: 99, name: 'timeZone', content: { zone } },
  ];
  mockServer.use(http.get(SETTINGS_URL, () => settingsResponse(list as Setting[])));
}

const setTime = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('a partner’s publishing', () => {
  it('starts a new partner published with no window, and saves a draft with a schedule in the trust’s zone', async () => {
    const backend = useBackend();
    const { user } = openAdmin('/admin/partners/add');
    await findHeading('Add Partner');
    expect(screen.getByRole('group', { name: 'Publishing' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Published' })).toBeChecked();
    expect(screen.getByLabelText('Publish at')).toHaveValue('');
    expect(screen.getByLabelText('Unpublish at')).toHaveValue('');
    expect(screen.getByText(/In the trust's time zone \(.*Asia\/Kolkata.*\)/)).toBeInTheDocument();

    await enter(user, 'Name', 'Ramadan Appeal Partner');
    await user.upload(
      screen.getByLabelText<HTMLInputElement>('Logo'),
      file('r.png', 'image/png', 50),
    );
    await user.click(screen.getByRole('radio', { name: 'Draft' }));
    setTime('Publish at', '2027-03-01T00:00');
    setTime('Unpublish at', '2027-03-10T18:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully data saved!')).toBeInTheDocument();
    expect(backend.sent[0]?.fields).toMatchObject({
      name: 'Ramadan Appeal Partner',
      status: 'draft',
      publishAt: '2027-02-28T18:30:00.000Z',
      unpublishAt: '2027-03-10T12:30:00.000Z',
    });
  });

  it('refuses an unpublish time that is not after the publish time, sending nothing', async () => {
    const backend = useBackend();
    const { user } = openAdmin(`/admin/partners/${first.id}/edit`);
    await findHeading('Edit Partner');
    await screen.findByLabelText('Publish at');
    setTime('Publish at', '2027-03-01T00:00');
    setTime('Unpublish at', '2027-03-01T00:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unpublish at must be after Publish at')).toBeInTheDocument();
    expect(backend.sent).toEqual([]);
  });

  it('shows a stored window on the trust’s clock, and sends only what changed: a cleared bound as blank', async () => {
    useTimeZone('America/New_York');
    const backend = useBackend(marked);
    const { user } = openAdmin(`/admin/partners/${second.id}/edit`);
    await findHeading('Edit Partner');
    // 18:30 UTC is 13:30 in New York (UTC-5 in February).
    expect(await screen.findByLabelText('Publish at')).toHaveValue('2099-02-28T13:30');
    expect(screen.getByLabelText('Unpublish at')).toHaveValue('2099-03-10T08:30');
    expect(screen.getByText(/America\/New_York/)).toBeInTheDocument();
    setTime('Unpublish at', '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully data saved!')).toBeInTheDocument();
    const sent = backend.sent[0]?.fields ?? {};
    expect(sent.unpublishAt).toBe('');
    expect(sent).not.toHaveProperty('publishAt');
    expect(sent).not.toHaveProperty('status');
  });

  it('asks for drafts and scheduled partners, and marks them in the list', async () => {
    useBackend(marked);
    const asked = watchedGet(PARTNERS_URL, marked);
    openAdmin('/admin/partners/list');
    await findHeading('Partners');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(asked.query().get('status')).toBe('all'));
    const row = (name: string) => within(within(table).getByText(name).closest('tr')!);
    expect(row(first.name).getByText('Draft')).toBeInTheDocument();
    expect(row(second.name).getByText('Scheduled').closest('.ant-tag')).toHaveTextContent(
      'Scheduled 1 Mar 2099, 00:00',
    );
    expect(row(second.name).getByText('Ends').closest('.ant-tag')).toHaveTextContent(
      'Ends 10 Mar 2099, 18:00',
    );
    expect(row(third.name).getByText('Ends').closest('.ant-tag')).toHaveTextContent(
      'Ends 1 Jun 2099, 12:00',
    );
    expect(row(third.name).queryByText('Scheduled')).not.toBeInTheDocument();
    expect(row(fourth.name).getByText('Ended')).toBeInTheDocument();
  });

  it('marks them in Urdu, each time kept left to right', async () => {
    useBackend(marked);
    openAdminInUrdu('/admin/partners/list');
    const table = await screen.findByRole('table', undefined, { timeout: 40_000 });
    const row = (name: string) => within(within(table).getByText(name).closest('tr')!);
    expect(await row(first.name).findByText('مسودہ')).toBeInTheDocument();
    const scheduled = row(second.name).getByText('مقررہ اشاعت').closest('.ant-tag')!;
    const time = within(scheduled as HTMLElement).getByText('1 مارچ، 2099، 00:00');
    expect(time.closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(time).toHaveAttribute('datetime', marked[1]!.publishAt);
    expect(row(fourth.name).getByText('ختم ہو چکی')).toBeInTheDocument();
  });
});
