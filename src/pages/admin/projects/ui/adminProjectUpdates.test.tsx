import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { demoProjects, projectBackend } from '@/test/mocks/project';
import { demoProjectUpdates, projectUpdateBackend } from '@/test/mocks/project-update';
import {
  enter,
  file,
  findHeading,
  openScreen,
  renderWithProviders,
  signedInAs,
  useMockBackend,
} from '@/test/app';

/* A project's updates on its edit screen (docs/product.md §2): listed, added, edited, deleted. */

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const project = demoProjects[0]!;
const route = `/admin/projects/${project.projectId}/edit`;
const demo = demoProjectUpdates[project.projectId]!;

function useBackends() {
  useMockBackend(projectBackend());
  return useMockBackend(projectUpdateBackend(demo));
}

/** The screen's updates section, once its updates show. */
async function openUpdates() {
  const opened = await openScreen(route, 'Edit Project');
  const section = await screen.findByRole('region', { name: 'Updates' });
  await within(section).findAllByRole('article');
  return { ...opened, section: within(section) };
}

/** The updates listed, in order: each one's accessible name ("the update of 20 Mar 2025"). */
const listed = (section: { getAllByRole: typeof screen.getAllByRole }) =>
  section.getAllByRole('article').map((item) => item.getAttribute('aria-label'));

describe("a project's updates in the admin", () => {
  it('lists the updates newest first, each in both languages with its amount and photos', async () => {
    useBackends();
    const { section } = await openUpdates();
    expect(listed(section)).toEqual(['the update of 20 Mar 2025', 'the update of 10 Feb 2025']);
    const newest = within(section.getByRole('article', { name: 'the update of 20 Mar 2025' }));
    expect(newest.getByText(demo[0]!.text)).toHaveAttribute('lang', 'en');
    expect(newest.getByText(demo[0]!.textUr)).toHaveAttribute('lang', 'ur');
    expect(newest.getByText('₹1,80,000').parentElement).toHaveTextContent('Spent: ₹1,80,000');
    expect(newest.getAllByRole('img').map((photo) => photo.getAttribute('alt'))).toEqual([
      'Photo 1',
      'Photo 2',
    ]);
  });

  it('adds an update in English and Urdu, donors not notified unless ticked', async () => {
    const backend = useBackends();
    const { user, section } = await openUpdates();
    await user.click(section.getByRole('button', { name: 'Add an update' }));
    const form = within(await section.findByRole('form', { name: 'New update' }));
    const save = form.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await enter(user, form.getByLabelText('Update'), 'Kits delivered in Malakpet.\nThank you!');
    // The Urdu is required too.
    expect(save).toBeDisabled();
    await enter(user, form.getByLabelText('Update (Urdu)'), 'ملک پیٹ میں تھیلے پہنچا دیے گئے۔');
    expect(save).toBeEnabled();
    await enter(user, form.getByLabelText('Spent (₹)'), '25000');
    await user.upload(form.getByLabelText('Photos'), [
      file('kits.jpg', 'image/jpeg', 4_000),
      file('van.png', 'image/png', 3_000),
    ]);
    expect(form.getAllByRole('img').map((photo) => photo.getAttribute('alt'))).toEqual([
      'Photo 1',
      'Photo 2',
    ]);
    const notify = form.getByRole('checkbox', { name: 'Notify donors who asked for updates' });
    expect(notify).not.toBeChecked();
    await user.click(notify);
    await user.click(save);

    expect(await screen.findByText('Successfully data saved!')).toBeInTheDocument();
    expect(backend.sent).toEqual([
      {
        method: 'POST',
        fields: {
          // Multipart text travels with CRLF line breaks, as a browser sends it.
          text: 'Kits delivered in Malakpet.\r\nThank you!',
          textUr: 'ملک پیٹ میں تھیلے پہنچا دیے گئے۔',
          date: dayjs().format('YYYY-MM-DD'),
          spent: '25000',
          notify: 'true',
          images: { fileName: 'van.png', type: 'image/png', size: 3_000 },
        },
      },
    ]);
    expect(backend.photos).toEqual([2]);
    // The form closes and the new update heads the list.
    await waitFor(() => expect(section.queryByRole('form')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(listed(section)[0]).toBe(`the update of ${dayjs().format('DD MMM YYYY')}`),
    );
    expect(section.getByText(/Kits delivered in Malakpet\./)).toBeInTheDocument();
  });

  it('posts without notifying when the box is left alone', async () => {
    const backend = useBackends();
    const { user, section } = await openUpdates();
    await user.click(section.getByRole('button', { name: 'Add an update' }));
    const form = within(await section.findByRole('form', { name: 'New update' }));
    await enter(user, form.getByLabelText('Update'), 'Survey done');
    await enter(user, form.getByLabelText('Update (Urdu)'), 'سروے مکمل ہوا');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully data saved!')).toBeInTheDocument();
    expect(backend.sent[0]?.fields).toMatchObject({ notify: 'false' });
    expect(backend.sent[0]?.fields).not.toHaveProperty('spent');
  });

  it('edits an update, sending only what changed, and takes a photo out', async () => {
    const backend = useBackends();
    const { user, section } = await openUpdates();
    await user.click(section.getByRole('button', { name: 'Edit the update of 20 Mar 2025' }));
    const form = within(await section.findByRole('form', { name: 'Edit the update' }));
    expect(form.getByLabelText('Update (Urdu)')).toHaveValue(demo[0]!.textUr);
    // Whether donors were told is decided when an update is posted.
    expect(form.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.clear(form.getByLabelText('Update'));
    await enter(user, form.getByLabelText('Update'), '420 kits handed out in Old City.');
    await user.click(form.getByRole('button', { name: 'Remove photo 1' }));
    await user.clear(form.getByLabelText('Spent (₹)'));
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully data saved!')).toBeInTheDocument();
    expect(backend.sent).toEqual([
      {
        method: 'PATCH',
        id: demo[0]!.id,
        fields: {
          text: '420 kits handed out in Old City.',
          spent: '',
          keepImages: demo[0]!.images[1],
        },
      },
    ]);
    expect(await section.findByText('420 kits handed out in Old City.')).toBeInTheDocument();
  });

  it('deletes an update after asking', async () => {
    const backend = useBackends();
    const { user, section } = await openUpdates();
    await user.click(section.getByRole('button', { name: 'Delete the update of 10 Feb 2025' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(listed(section)).toEqual(['the update of 20 Mar 2025']));
    expect(backend.sent).toEqual([{ method: 'DELETE', id: demo[1]!.id }]);
  });

  it('invites the first update of a project that has none', async () => {
    useMockBackend(projectBackend());
    useMockBackend(projectUpdateBackend([]));
    await openScreen(route, 'Edit Project');
    expect(
      await screen.findByText('No updates yet. Tell donors how the work is going.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an update' })).toBeInTheDocument();
  });

  // One role a test: the session a render stores is the next one's in the same test.
  it('lets an Editor add updates', async () => {
    useBackends();
    renderWithProviders(undefined, { route, preloadedState: signedInAs('editor') });
    expect(
      await screen.findByRole('button', { name: 'Add an update' }, { timeout: 40_000 }),
    ).toBeVisible();
  });

  it('shows Accounts, who may not edit, no updates to change here', async () => {
    useBackends();
    renderWithProviders(undefined, { route, preloadedState: signedInAs('accounts') });
    expect(await findHeading('Not available for your role')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Updates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add an update' })).not.toBeInTheDocument();
  });
});
