import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Testimonial } from '@contract/content';
import {
  TESTIMONIALS_URL,
  TESTIMONIAL_URL,
  demoTestimonials,
  testimonialBackend,
} from '@/test/mocks/testimonial';
import {
  adminForm,
  adminList,
  checkPagedUrduFilter,
  enter,
  findHeading,
  mockServer,
  openAdmin,
  useMockBackend,
} from '@/test/app';
import { heldGet, onlyPage } from '@/test/lib';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const useBackend = (initial: readonly Testimonial[] = demoTestimonials) =>
  useMockBackend(testimonialBackend(initial));

const open = openAdmin;

const save = () => screen.getByRole('button', { name: 'Save' });
const [first, second] = demoTestimonials;

describe('admin testimonials list', () => {
  it("marks the testimonials whose speaker's name lacks Urdu, and shows only those when asked", async () => {
    useBackend();
    await checkPagedUrduFilter({
      route: '/admin/testimonials/list',
      title: 'Testimonials',
      shown: demoTestimonials.slice(0, 20),
      nameOf: (item) => item.name,
      lacksUrdu: (item) => !item.nameUr,
    });
  });

  it("shows a card per testimonial with the speaker's name and the video", async () => {
    useBackend();
    open('/admin/testimonials/list');
    await findHeading('Testimonials');
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(demoTestimonials.length);
    const card = within(cards[0]!);
    expect(card.getByText(first!.name)).toBeInTheDocument();
    // A preview of the video, playable in place.
    expect(card.getByRole('button', { name: `Play video: ${first!.name}` })).toBeInTheDocument();
    const link = card.getByRole('link', { name: `Open the video of ${first!.name}` });
    expect(link).toHaveAttribute('href', first!.video);
    expect(link).toHaveAttribute('target', '_blank');
    expect(card.getByRole('link', { name: `Edit ${first!.name}` })).toHaveAttribute(
      'href',
      `/admin/testimonials/${first!.id}/edit`,
    );
    adminList.expectAddNew('/admin/testimonials/add');
  });

  it('asks for the first page of 20 testimonials and shows 6 card skeletons meanwhile', async () => {
    const { answer, query } = heldGet(TESTIMONIALS_URL, onlyPage(demoTestimonials));
    open('/admin/testimonials/list');
    expect(await adminList.findSkeletons()).toHaveLength(6);
    answer();
    expect(await screen.findByText(first!.name)).toBeInTheDocument();
    expect(query().get('page')).toBe('1');
    expect(query().get('limit')).toBe('20');
  });

  it('shows the empty state with Add Now when there are none', async () => {
    useBackend([]);
    open('/admin/testimonials/list');
    expect(
      await screen.findByText('Nothing is here', undefined, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText('Add your first testimonial to show it on home page')).toBeVisible();
    adminList.expectInvitedToAdd('/admin/testimonials/add');
  });

  it('tells a failed load', async () => {
    await adminList.openWithFailedLoad(TESTIMONIALS_URL, '/admin/testimonials/list');
  });

  it('deletes after confirmation and the list reloads without it', async () => {
    const backend = useBackend();
    const { user } = open('/admin/testimonials/list');
    await user.click(
      await screen.findByRole('button', { name: `Delete ${first!.name}` }, { timeout: 15_000 }),
    );
    expect(await screen.findByText('are you sure you want to delete?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText(first!.name)).not.toBeInTheDocument());
    expect(screen.getByText(second!.name)).toBeInTheDocument();
    expect(backend.sent).toEqual([{ method: 'DELETE', id: first!.id }]);
  });

  it('keeps everything when the deletion is cancelled', async () => {
    const backend = useBackend();
    const { user } = open('/admin/testimonials/list');
    await user.click(
      await screen.findByRole('button', { name: `Delete ${first!.name}` }, { timeout: 15_000 }),
    );
    await adminList.declineDelete(user);
    expect(screen.getByText(first!.name)).toBeInTheDocument();
    expect(backend.sent).toEqual([]);
  });

  it('tells a failed delete', async () => {
    useBackend();
    mockServer.use(http.delete(TESTIMONIAL_URL, () => HttpResponse.json({}, { status: 500 })));
    const { user } = open('/admin/testimonials/list');
    await user.click(
      await screen.findByRole('button', { name: `Delete ${first!.name}` }, { timeout: 15_000 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('failed to delete data, please try again')).toBeInTheDocument();
    expect(screen.getByText(first!.name)).toBeInTheDocument();
  });
});

describe('admin Add Testimonial', () => {
  it('keeps Save disabled until name and video are given, then sends JSON', async () => {
    const backend = useBackend();
    const { user, router } = open('/admin/testimonials/add');
    await findHeading('Add Testimonial');
    expect(screen.getByText(/YouTube watch or share link is fine/)).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await enter(user, 'Name', 'Nafisa Begum, volunteer');
    expect(save()).toBeDisabled();
    await enter(user, 'Video', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(save()).toBeEnabled();
    await adminForm.saveAndReturn(user, router, '/admin/testimonials/list');
    expect(await screen.findByText('Nafisa Begum, volunteer')).toBeInTheDocument();
    expect(backend.sent).toEqual([
      {
        method: 'POST',
        body: {
          name: 'Nafisa Begum, volunteer',
          nameUr: '',
          video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        },
      },
    ]);
  });

  it('takes the name in Urdu beside the English, labelled by its language', async () => {
    const backend = useBackend();
    const { user } = open('/admin/testimonials/add');
    await findHeading('Add Testimonial');
    await enter(user, 'Name', 'Nafisa Begum, volunteer');
    const urdu = screen.getByLabelText('Name (Urdu)');
    expect(urdu).toHaveAttribute('lang', 'ur');
    expect(urdu).toHaveAttribute('dir', 'rtl');
    await enter(user, 'Name (Urdu)', 'نفیسہ بیگم، رضاکار');
    await enter(user, 'Video', 'https://youtu.be/dQw4w9WgXcQ');
    await adminForm.saveAndExpectSent(user, backend.sent, [
      {
        method: 'POST',
        body: {
          name: 'Nafisa Begum, volunteer',
          nameUr: 'نفیسہ بیگم، رضاکار',
          video: 'https://youtu.be/dQw4w9WgXcQ',
        },
      },
    ]);
  });

  it("says 'Invalid video URL' for a video that is not an absolute URL, and sends nothing", async () => {
    const backend = useBackend();
    const { user } = open('/admin/testimonials/add');
    await findHeading('Add Testimonial');
    await enter(user, 'Name', 'Nafisa Begum');
    await enter(user, 'Video', 'youtube.com/watch?v=dQw4w9WgXcQ');
    expect(await screen.findByText('Invalid video URL')).toBeInTheDocument();
    await user.click(save());
    expect(backend.sent).toEqual([]);
  });

  it('asks for a name cleared after typing', async () => {
    useBackend();
    const { user } = open('/admin/testimonials/add');
    await findHeading('Add Testimonial');
    await enter(user, 'Name', 'N');
    await user.clear(screen.getByLabelText('Name'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it.each([
    [409, 'Record already exists'],
    [500, 'Failed to save data, please try again'],
  ])('tells a failed save (%i) and stays on the form', async (status, message) => {
    useBackend();
    mockServer.use(
      http.post(TESTIMONIALS_URL, () =>
        HttpResponse.json({ statusCode: status, error: 'x', message }, { status }),
      ),
    );
    const { user, router } = open('/admin/testimonials/add');
    await findHeading('Add Testimonial');
    await enter(user, 'Name', 'Nafisa Begum');
    await enter(user, 'Video', 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(save());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/testimonials/add');
  });

  it('sends the admin to sign in when the session has expired', async () => {
    useBackend();
    mockServer.use(http.post(TESTIMONIALS_URL, () => HttpResponse.json({}, { status: 401 })));
    const { user, router, store } = open('/admin/testimonials/add');
    await findHeading('Add Testimonial');
    await enter(user, 'Name', 'Nafisa Begum');
    await enter(user, 'Video', 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(store.getState().session.token).toBeNull();
    expect(screen.queryByText('Failed to save data, please try again')).not.toBeInTheDocument();
  });
});

describe('admin Edit Testimonial', () => {
  it('starts from the stored testimonial and sends only what changed', async () => {
    const backend = useBackend();
    const { user, router } = open(`/admin/testimonials/${second!.id}/edit`);
    await findHeading('Edit Testimonial');
    expect(await screen.findByLabelText('Name')).toHaveValue(second!.name);
    expect(screen.getByLabelText('Video')).toHaveValue(second!.video);
    await user.clear(screen.getByLabelText('Video'));
    await enter(user, 'Video', 'https://www.youtube.com/embed/Lm4pT9wZ3aQ');
    await adminForm.saveAndReturn(user, router, '/admin/testimonials/list');
    expect(backend.sent).toEqual([
      {
        method: 'PATCH',
        id: second!.id,
        body: { video: 'https://www.youtube.com/embed/Lm4pT9wZ3aQ' },
      },
    ]);
    expect(
      await screen.findByRole('link', { name: `Open the video of ${second!.name}` }),
    ).toHaveAttribute('href', 'https://www.youtube.com/embed/Lm4pT9wZ3aQ');
  });

  it('says so when the testimonial no longer exists', async () => {
    useBackend();
    open('/admin/testimonials/999/edit');
    expect(
      await screen.findByText('This item no longer exists.', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('sends the admin to sign in when the session has expired', async () => {
    useBackend();
    mockServer.use(http.patch(TESTIMONIAL_URL, () => HttpResponse.json({}, { status: 401 })));
    const { user, router, store } = open(`/admin/testimonials/${second!.id}/edit`);
    await screen.findByLabelText('Name', undefined, { timeout: 15_000 });
    await enter(user, 'Name', ' (donor)');
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(store.getState().session.token).toBeNull();
  });
});
