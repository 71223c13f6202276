import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { NEWS_ITEM_URL, NEWS_URL, demoNews, newsBackend } from '@/test/mocks/news-item';
import { NEWS_LOGOS_URL, demoNewsLogos } from '@/test/mocks/news-logo';
import {
  adminForm,
  enter,
  expectItemGone,
  file,
  mockServer,
  openScreen,
  useMockBackend,
  type AdminUser,
} from '@/test/app';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const useBackend = () => useMockBackend(newsBackend());

const save = () => screen.getByRole('button', { name: 'Save' });
const logo = demoNewsLogos[1]!;

async function chooseLogo(user: AdminUser, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Source logo' }));
  await user.click(await screen.findByTitle(name));
}

/** Fills every required field of the add form with valid values. */
async function fillAll(user: AdminUser) {
  await enter(user, 'Heading', 'Clinic opens in Vikarabad');
  await chooseLogo(user, logo.name);
  await enter(user, 'Link', 'https://news.example.org/clinic');
  await user.upload(screen.getByLabelText('Image'), file('clinic.png', 'image/png', 2_000));
}

describe('admin Add News', () => {
  it('keeps Save disabled until heading, logo, link and image are given, then saves', async () => {
    const backend = useBackend();
    const { user, router } = await openScreen('/admin/news/add', 'Add News');
    expect(save()).toBeDisabled();

    await enter(user, 'Heading', 'Clinic opens in Vikarabad');
    await chooseLogo(user, logo.name);
    await enter(user, 'Link', 'https://news.example.org/clinic');
    expect(save()).toBeDisabled();
    await user.upload(screen.getByLabelText('Image'), file('clinic.png', 'image/png', 2_000));
    // The chosen image reaches the form a moment after the upload, as in the shared CRUD suite.
    await waitFor(() => expect(save()).toBeEnabled());
    await adminForm.saveAndReturn(user, router, '/admin/news/list');
    expect(await screen.findByText('Clinic opens in Vikarabad')).toBeInTheDocument();
    expect(backend.sent).toEqual([
      {
        method: 'POST',
        fields: {
          heading: 'Clinic opens in Vikarabad',
          headingUr: '',
          logo: String(logo.id),
          link: 'https://news.example.org/clinic',
          date: dayjs().format('YYYY-MM-DD'),
          image: { fileName: 'clinic.png', type: 'image/png', size: 2_000 },
        },
      },
    ]);
  });

  it('offers the news logos in a dropdown', async () => {
    useBackend();
    const { user } = await openScreen('/admin/news/add', 'Add News');
    await user.click(screen.getByRole('combobox', { name: 'Source logo' }));
    for (const { name } of demoNewsLogos) {
      expect(await screen.findByTitle(name)).toBeInTheDocument();
    }
  });

  it('starts the date at today and blocks typing in it', async () => {
    useBackend();
    await openScreen('/admin/news/add', 'Add News');
    const date = screen.getByLabelText('Date');
    expect(date).toHaveValue(dayjs().format('DD MMM YYYY'));
    expect(date).toHaveAttribute('readonly');
  });

  it('explains an invalid link and a missing heading', async () => {
    useBackend();
    const { user } = await openScreen('/admin/news/add', 'Add News');
    await enter(user, 'Link', 'news.example.org/clinic');
    expect(
      await screen.findByText('Enter a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    await enter(user, 'Heading', 'x');
    await user.clear(screen.getByLabelText('Heading'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
  });

  it('does not send a form whose link is not http(s)', async () => {
    const backend = useBackend();
    const { user } = await openScreen('/admin/news/add', 'Add News');
    await fillAll(user);
    await user.clear(screen.getByLabelText('Link'));
    await enter(user, 'Link', 'javascript:alert(1)');
    await user.click(save());
    expect(
      await screen.findByText('Enter a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(backend.sent).toEqual([]);
  });

  it('refuses an image of the wrong type or size, emptying the input', async () => {
    useBackend();
    const { user } = await openScreen('/admin/news/add', 'Add News');
    const input = screen.getByLabelText<HTMLInputElement>('Image');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');

    await adminForm.expectImagesRefused(
      user,
      input,
      file('clip.bmp', 'image/bmp', 2_000),
      file('big.webp', 'image/webp', 1024 * 1024 + 1),
    );
    expect(save()).toBeDisabled();
  });

  it('tells a duplicate (409) and stays on the form', async () => {
    useBackend();
    mockServer.use(
      http.post(NEWS_URL, () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: 'Record already exists' },
          { status: 409 },
        ),
      ),
    );
    const { user, router } = await openScreen('/admin/news/add', 'Add News');
    await fillAll(user);
    await user.click(save());
    expect(await screen.findByText('Record already exists')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/news/add');
    expect(screen.getByLabelText('Heading')).toHaveValue('Clinic opens in Vikarabad');
  });

  it('tells any other failure', async () => {
    useBackend();
    mockServer.use(http.post(NEWS_URL, () => HttpResponse.json({}, { status: 500 })));
    const { user, router } = await openScreen('/admin/news/add', 'Add News');
    await fillAll(user);
    await user.click(save());
    expect(await screen.findByText('Failed to save data, please try again')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/news/add');
  });

  it('sends the admin to sign in when the session has expired', async () => {
    useBackend();
    mockServer.use(http.post(NEWS_URL, () => HttpResponse.json({}, { status: 401 })));
    const { user, router, store } = await openScreen('/admin/news/add', 'Add News');
    await fillAll(user);
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(store.getState().session.token).toBeNull();
    expect(screen.queryByText('Failed to save data, please try again')).not.toBeInTheDocument();
  });

  it('tells when the logos cannot be fetched', async () => {
    useBackend();
    mockServer.use(http.get(NEWS_LOGOS_URL, () => HttpResponse.json({}, { status: 500 })));
    await openScreen('/admin/news/add', 'Add News');
    expect(await screen.findByText('Failed to fetch logos, please try again')).toBeInTheDocument();
  });
});

describe('admin Edit News', () => {
  const item = demoNews[1]!;

  it('starts from the stored item and sends only what changed', async () => {
    const backend = useBackend();
    const { user, router } = await openScreen(`/admin/news/${item.id}/edit`, 'Edit News');
    const heading = await screen.findByLabelText('Heading');
    expect(heading).toHaveValue(item.heading);
    expect(screen.getByLabelText('Link')).toHaveValue(item.link);
    expect(screen.getByLabelText('Date')).toHaveValue(dayjs(item.date).format('DD MMM YYYY'));
    expect(await within(screen.getByRole('main')).findByText(item.logoName)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', item.image);
    expect(save()).toBeEnabled();

    await user.clear(heading);
    await enter(user, heading, 'Volunteers pack 12,000 ration kits');
    await adminForm.saveAndReturn(user, router, '/admin/news/list');
    expect(await screen.findByText('Volunteers pack 12,000 ration kits')).toBeInTheDocument();
    expect(backend.sent).toEqual([
      { method: 'PATCH', id: item.id, fields: { heading: 'Volunteers pack 12,000 ration kits' } },
    ]);
  });

  it('edits the heading in Urdu beside the English, labelled by its language', async () => {
    const backend = useBackend();
    const { user } = await openScreen(`/admin/news/${item.id}/edit`, 'Edit News');
    const urdu = await screen.findByLabelText('Heading (Urdu)');
    expect(urdu).toHaveValue(item.headingUr ?? '');
    expect(urdu).toHaveAttribute('dir', 'rtl');
    await user.clear(urdu);
    await enter(user, urdu, 'نیا کلینک کھل گیا');
    await adminForm.saveAndExpectSent(user, backend.sent, [
      { method: 'PATCH', id: item.id, fields: { headingUr: 'نیا کلینک کھل گیا' } },
    ]);
  });

  it('sends a new image and a new source', async () => {
    const backend = useBackend();
    const { user } = await openScreen(`/admin/news/${item.id}/edit`, 'Edit News');
    await screen.findByLabelText('Heading');
    const other = demoNewsLogos.find(({ id }) => id !== item.logoId)!;
    await chooseLogo(user, other.name);
    await user.upload(screen.getByLabelText('Image'), file('new.jpg', 'image/jpeg', 3_000));
    await adminForm.saveAndExpectSent(user, backend.sent, [
      {
        method: 'PATCH',
        id: item.id,
        fields: {
          logo: String(other.id),
          image: { fileName: 'new.jpg', type: 'image/jpeg', size: 3_000 },
        },
      },
    ]);
  });

  it('says so when the item no longer exists', async () => {
    useBackend();
    await openScreen('/admin/news/999/edit', 'Edit News');
    await expectItemGone('/admin/news/list');
  });

  it('sends the admin to sign in when the session has expired', async () => {
    useBackend();
    mockServer.use(http.patch(NEWS_ITEM_URL, () => HttpResponse.json({}, { status: 401 })));
    const { user, router, store } = await openScreen(`/admin/news/${item.id}/edit`, 'Edit News');
    await user.type(await screen.findByLabelText('Heading'), '!');
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(store.getState().session.token).toBeNull();
  });
});
