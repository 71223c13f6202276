import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  GALLERY_IMAGES_URL,
  GALLERY_IMAGE_URL,
  demoGalleryImages,
  galleryBackend,
} from '@/test/mocks/gallery-image';
import {
  adminList,
  file,
  findHeading,
  mockServer,
  openAdmin,
  openAdminInUrdu,
  useMockBackend,
} from '@/test/app';
import { heldGet } from '@/test/lib';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const useBackend = (initial = demoGalleryImages) => useMockBackend(galleryBackend(initial));

describe('admin gallery list', () => {
  it.each(['/admin/images/list', '/admin/images'])(
    'shows every image in a grid at %s, each with × and an Add New link',
    async (route) => {
      useBackend();
      openAdmin(route);
      await findHeading('Gallery');
      const main = screen.getByRole('region', { name: 'Gallery' });
      const images = await within(main).findAllByRole('img');
      expect(images.map((image) => image.getAttribute('alt'))).toEqual(
        demoGalleryImages.map(({ name }) => name),
      );
      expect(images[0]).toHaveAttribute('src', demoGalleryImages[0]!.image);
      for (const { name } of demoGalleryImages) {
        expect(within(main).getByRole('button', { name: `Delete ${name}` })).toHaveTextContent('×');
      }
      expect(within(main).getByRole('link', { name: 'Add New' })).toHaveAttribute(
        'href',
        '/admin/images/add',
      );
    },
  );

  it('asks for the admin list of up to 100 and shows 6 placeholders meanwhile', async () => {
    const { answer, query } = heldGet(GALLERY_IMAGES_URL, demoGalleryImages);
    openAdmin('/admin/images/list');
    expect(await adminList.findSkeletons()).toHaveLength(6);
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull());
    expect(query().get('limit')).toBe('100');
    expect(await screen.findByRole('img', { name: demoGalleryImages[0]!.name })).toBeVisible();
  });

  it('invites the first upload when the gallery is empty', async () => {
    useBackend([]);
    openAdmin('/admin/images/list');
    await findHeading('Gallery');
    expect(await screen.findByText('Nothing is here')).toBeInTheDocument();
    adminList.expectInvitedToAdd('/admin/images/add');
  });

  it('tells a failed load', async () => {
    await adminList.openWithFailedLoad(
      GALLERY_IMAGES_URL,
      '/admin/images/list',
      'Failed to load data, please try again later',
    );
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
  });

  it('deletes an image after confirmation and the list reloads without it', async () => {
    const backend = useBackend();
    const { user } = openAdmin('/admin/images/list');
    const [first, second] = demoGalleryImages;
    await user.click(await screen.findByRole('button', { name: `Delete ${first!.name}` }));
    expect(await screen.findByText('are you sure you want to delete?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    await waitFor(() =>
      expect(screen.queryByRole('img', { name: first!.name })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('img', { name: second!.name })).toBeInTheDocument();
    expect(backend.sent).toEqual([{ method: 'DELETE', id: first!.id }]);
  });

  it('does nothing when the deletion is cancelled', async () => {
    const backend = useBackend();
    const { user } = openAdmin('/admin/images/list');
    const [first] = demoGalleryImages;
    await user.click(await screen.findByRole('button', { name: `Delete ${first!.name}` }));
    await adminList.declineDelete(user);
    expect(screen.getByRole('img', { name: first!.name })).toBeInTheDocument();
    expect(backend.sent).toEqual([]);
  });

  it("tells a failed delete in SPEC's gallery wording and keeps the image", async () => {
    useBackend();
    mockServer.use(http.delete(GALLERY_IMAGE_URL, () => HttpResponse.json({}, { status: 500 })));
    const { user } = openAdmin('/admin/images/list');
    const [first] = demoGalleryImages;
    await user.click(await screen.findByRole('button', { name: `Delete ${first!.name}` }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Failed to upload, please try again later')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: first!.name })).toBeInTheDocument();
  });

  it('sends the admin to sign in when the session has expired', async () => {
    useBackend();
    mockServer.use(http.delete(GALLERY_IMAGE_URL, () => HttpResponse.json({}, { status: 401 })));
    const { user, store, router } = openAdmin('/admin/images/list');
    await user.click(
      await screen.findByRole('button', { name: `Delete ${demoGalleryImages[0]!.name}` }),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(store.getState().session.token).toBeNull();
    expect(screen.queryByText('Failed to upload, please try again later')).not.toBeInTheDocument();
  });
});

describe('admin Add Images', () => {
  const dropzone = () =>
    screen.findByLabelText<HTMLInputElement>(
      'Click or drag images to this area to add them',
      undefined,
      { timeout: 15_000 },
    );

  it('shows thumbnails of the chosen images, then uploads them all and returns to the list', async () => {
    const backend = useBackend();
    const { user, router } = openAdmin('/admin/images/add');
    await findHeading('Add Images');
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();

    await user.upload(await dropzone(), [
      file('well.png', 'image/png', 2_000),
      file('school.jpg', 'image/jpeg', 3_000),
    ]);
    const chosen = await screen.findByRole('list', { name: 'Chosen images' });
    expect(
      within(chosen)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['well.png', 'school.jpg']);

    await user.click(screen.getByRole('button', { name: 'Remove well.png' }));
    await user.upload(await dropzone(), file('clinic.webp', 'image/webp', 1_000));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Successfully images uploaded')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/images/list'));
    expect(backend.uploads).toEqual([
      {
        fieldNames: ['image', 'image'],
        files: [
          { fileName: 'school.jpg', type: 'image/jpeg', size: 3_000 },
          { fileName: 'clinic.webp', type: 'image/webp', size: 1_000 },
        ],
      },
    ]);
    // The list reloads with the new images first.
    // (The add screen may linger while the list's chunk loads: look inside the list screen.)
    const list = await screen.findByRole('region', { name: 'Gallery' });
    expect(await within(list).findByRole('img', { name: 'clinic.webp' })).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'school.jpg' })).toBeInTheDocument();
  });

  it('refuses a file that is not an image, or larger than 1 MB', async () => {
    const backend = useBackend();
    const { user } = openAdmin('/admin/images/add');
    await user.upload(await dropzone(), file('notes.pdf', 'application/pdf', 1_000));
    const refusal = await screen.findByText('Only image files are allowed.');
    expect(refusal.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-center',
    );
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();

    await user.upload(await dropzone(), file('huge.png', 'image/png', 1024 * 1024 + 1));
    expect(await screen.findByText('File size must be 1MB or less')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument();
    expect(backend.uploads).toEqual([]);
  });

  it('takes dropped images and refuses a dropped non-image', async () => {
    useBackend();
    openAdmin('/admin/images/add');
    const zone = (await dropzone()).closest('[role="button"]')!;
    fireEvent.drop(zone, {
      dataTransfer: { files: [file('notes.txt', 'text/plain', 10)], items: [], types: ['Files'] },
    });
    expect(await screen.findByText('Only image files are allowed.')).toBeInTheDocument();

    fireEvent.drop(zone, {
      dataTransfer: { files: [file('drop.gif', 'image/gif', 10)], items: [], types: ['Files'] },
    });
    const chosen = await screen.findByRole('list', { name: 'Chosen images' });
    expect(within(chosen).getByRole('img', { name: 'drop.gif' })).toBeInTheDocument();
  });

  it('tells a failed upload and stays with the chosen images', async () => {
    useBackend();
    mockServer.use(http.post(GALLERY_IMAGES_URL, () => HttpResponse.json({}, { status: 500 })));
    const { user, router } = openAdmin('/admin/images/add');
    await user.upload(await dropzone(), file('well.png', 'image/png', 2_000));
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Failed to upload, please try again later')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/images/add');
    expect(screen.getByRole('img', { name: 'well.png' })).toBeInTheDocument();
  });

  it('sends the admin to sign in when the session has expired', async () => {
    mockServer.use(http.post(GALLERY_IMAGES_URL, () => HttpResponse.json({}, { status: 401 })));
    const { user, router, store } = openAdmin('/admin/images/add');
    await user.upload(await dropzone(), file('well.png', 'image/png', 2_000));
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(store.getState().session.token).toBeNull();
  });
});

describe("an image's name in English and Urdu", () => {
  const [withUrdu] = demoGalleryImages;
  const lacking = demoGalleryImages.filter((image) => image.nameUr === null);

  it('marks the images lacking Urdu, and shows only those when asked, in the address too', async () => {
    useBackend();
    const { user } = openAdmin('/admin/images/list');
    await findHeading('Gallery');
    const main = screen.getByRole('region', { name: 'Gallery' });
    await within(main).findAllByRole('img');
    expect(within(main).getAllByText('Urdu missing', { selector: '.ant-tag' })).toHaveLength(
      lacking.length,
    );
    expect(within(main).getAllByText('Has Urdu')).toHaveLength(
      demoGalleryImages.length - lacking.length,
    );

    await user.click(within(main).getByText('Urdu missing', { selector: '.ant-segmented *' }));
    await waitFor(() =>
      expect(
        within(main)
          .getAllByRole('img')
          .map((image) => image.getAttribute('alt')),
      ).toEqual(lacking.map(({ name }) => name)),
    );
  });

  it('opens showing only the images lacking Urdu at ?urdu=missing', async () => {
    useBackend();
    openAdmin('/admin/images/list?urdu=missing');
    await findHeading('Gallery');
    const main = screen.getByRole('region', { name: 'Gallery' });
    const images = await within(main).findAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(
      lacking.map(({ name }) => name),
    );
  });

  it('says so when every image has its Urdu and only those lacking it are asked for', async () => {
    useBackend([withUrdu!]);
    openAdmin('/admin/images/list?urdu=missing');
    expect(await screen.findByText('Every item here has its Urdu.')).toBeInTheDocument();
  });

  it('edits the name in both languages and sends both', async () => {
    const backend = useBackend();
    const [image] = lacking;
    const { user } = openAdmin('/admin/images/list');
    await findHeading('Gallery');
    await user.click(await screen.findByRole('link', { name: `Edit ${image!.name}` }));
    await findHeading('Edit Image');
    const english = screen.getByLabelText('Name');
    expect(english).toHaveValue(image!.name);
    const urdu = screen.getByLabelText('Name (Urdu)');
    expect(urdu).toHaveAttribute('dir', 'rtl');
    expect(urdu).toHaveAttribute('lang', 'ur');
    await user.click(urdu);
    await user.paste('سیلاب میں امدادی کشتیاں');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await findHeading('Gallery');
    expect(backend.sent).toEqual([
      {
        method: 'PATCH',
        id: image!.id,
        fields: { name: image!.name, nameUr: 'سیلاب میں امدادی کشتیاں' },
      },
    ]);
    const main = screen.getByRole('region', { name: 'Gallery' });
    await waitFor(() =>
      expect(within(main).queryAllByText('Urdu missing', { selector: '.ant-tag' })).toHaveLength(0),
    );
  });
});

describe('admin gallery in Urdu', () => {
  it('speaks Urdu right to left, down to the delete confirmation', async () => {
    useBackend();
    const rendered = openAdminInUrdu('/admin/images/list');
    await findHeading('گیلری');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const [first] = demoGalleryImages;
    await rendered.user.click(
      await screen.findByRole('button', { name: `${first!.name} حذف کریں` }),
    );
    expect(await screen.findByText('کیا آپ واقعی حذف کرنا چاہتے ہیں؟')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'نیا شامل کریں' })).toHaveAttribute(
      'href',
      '/admin/images/add',
    );
  });
});
