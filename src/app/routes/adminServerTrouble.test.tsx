import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { GALLERY_IMAGES_URL } from '@/test/mocks/gallery-image';
import { SETTINGS_URL } from '@/test/mocks/setting';
import {
  TESTIMONIALS_URL,
  TESTIMONIAL_URL,
  demoTestimonials,
  testimonialBackend,
} from '@/test/mocks/testimonial';
import { file, findHeading, mockServer, openAdmin, openAdminInUrdu } from '@/test/app';

/*
 * A save the server could not store for its own reasons: 507 when its disk is full, 503 when it
 * cannot write just now (server/http/diskErrors.ts). Every admin save says so in those words
 * instead of the generic failure, and stays where it was.
 */

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(90_000);

const DISK_FULL =
  "The server's disk is full. Nothing was saved; ask whoever runs the site to free some space.";
const BUSY =
  'The server is busy. Nothing was saved; please try again in a minute, and tell whoever runs the site if it keeps happening.';

/** What the server answers (server/http/diskErrors.ts). */
const diskFull = () =>
  HttpResponse.json(
    {
      statusCode: 507,
      error: 'Insufficient Storage',
      message: "The server's disk is full: nothing was saved",
    },
    { status: 507 },
  );
const notWritable = () =>
  HttpResponse.json(
    {
      statusCode: 503,
      error: 'Service Unavailable',
      message:
        'The server cannot write to its data folder (read-only or not permitted): nothing was saved',
    },
    { status: 503 },
  );

const patiently = { timeout: 15_000 };
type User = ReturnType<typeof userEvent.setup>;

async function paste(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('a save the server cannot store', () => {
  it('says the disk is full when a new testimonial is answered 507, and stays on the form', async () => {
    mockServer.use(http.post(TESTIMONIALS_URL, diskFull));
    const { user, router } = openAdmin('/admin/testimonials/add');
    await findHeading('Add Testimonial');
    await paste(user, 'Name', 'Nafisa Begum');
    await paste(user, 'Video', 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(DISK_FULL, undefined, patiently)).toBeInTheDocument();
    expect(screen.queryByText('Failed to save data, please try again')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/testimonials/add');
    expect(screen.getByLabelText('Name')).toHaveValue('Nafisa Begum');
  });

  it('says the server is busy when an edit is answered 503', async () => {
    const [first] = demoTestimonials;
    mockServer.use(...testimonialBackend(demoTestimonials).handlers);
    // In front of the backend, which would store the change.
    mockServer.use(http.patch(TESTIMONIAL_URL, notWritable));
    const { user, router } = openAdmin(`/admin/testimonials/${first!.id}/edit`);
    await findHeading('Edit Testimonial');
    expect(await screen.findByLabelText('Name', undefined, patiently)).toHaveValue(first!.name);
    await paste(user, 'Name', ' Jr.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(BUSY, undefined, patiently)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/testimonials/${first!.id}/edit`);
  });

  it('says it in Urdu to an admin working in Urdu', async () => {
    mockServer.use(http.post(TESTIMONIALS_URL, diskFull));
    const { router } = openAdminInUrdu('/admin/testimonials/add');
    const user = userEvent.setup();
    await findHeading('تاثر شامل کریں');
    await paste(user, 'نام', 'نفیسہ بیگم');
    await paste(user, 'ویڈیو', 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'محفوظ کریں' }));

    expect(
      await screen.findByText(
        'سرور کی ڈسک بھر گئی ہے۔ کچھ بھی محفوظ نہیں ہوا؛ سائٹ چلانے والے سے کچھ جگہ خالی کرنے کو کہیں۔',
        undefined,
        patiently,
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/testimonials/add');
  });

  it('says the disk is full when gallery images are answered 507, keeping the chosen ones', async () => {
    mockServer.use(http.post(GALLERY_IMAGES_URL, diskFull));
    const { user, router } = openAdmin('/admin/images/add');
    await findHeading('Add Images');
    const dropzone = await screen.findByLabelText<HTMLInputElement>(
      'Click or drag images to this area to add them',
      undefined,
      patiently,
    );
    await user.upload(dropzone, file('well.png', 'image/png', 2_000));
    await user.click(await screen.findByRole('button', { name: 'Upload' }));

    expect(await screen.findByText(DISK_FULL, undefined, patiently)).toBeInTheDocument();
    expect(screen.queryByText('Failed to upload, please try again later')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/images/add');
    const chosen = screen.getByRole('list', { name: 'Chosen images' });
    expect(within(chosen).getByRole('img', { name: 'well.png' })).toBeInTheDocument();
  });

  it('says the server is busy when the settings are answered 503', async () => {
    mockServer.use(http.put(SETTINGS_URL, notWritable));
    const { user } = openAdmin('/admin/settings');
    await findHeading('Settings');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(BUSY, undefined, patiently)).toBeInTheDocument();
    expect(screen.queryByText('Failed to save, please try again')).not.toBeInTheDocument();
  });
});

describe('a delete the server cannot store', () => {
  const [first] = demoTestimonials;
  const deleteFirst = async (user: User, name: string, yes: string) => {
    await user.click(await screen.findByRole('button', { name }, patiently));
    await user.click(await screen.findByRole('button', { name: yes }));
  };

  it('says the disk is full and that nothing was changed when answered 507', async () => {
    mockServer.use(...testimonialBackend(demoTestimonials).handlers);
    mockServer.use(http.delete(TESTIMONIAL_URL, diskFull));
    const { user } = openAdmin('/admin/testimonials/list');
    await deleteFirst(user, `Delete ${first!.name}`, 'Yes');

    expect(
      await screen.findByText(
        "The server's disk is full. Nothing was changed; ask whoever runs the site to free some space.",
        undefined,
        patiently,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('failed to delete data, please try again')).not.toBeInTheDocument();
    expect(screen.getByText(first!.name)).toBeInTheDocument();
  });

  it('says the server is busy in Urdu when answered 503', async () => {
    mockServer.use(...testimonialBackend(demoTestimonials).handlers);
    mockServer.use(http.delete(TESTIMONIAL_URL, notWritable));
    openAdminInUrdu('/admin/testimonials/list');
    await deleteFirst(userEvent.setup(), `${first!.name} حذف کریں`, 'ہاں');

    expect(
      await screen.findByText(
        'سرور اس وقت مصروف ہے۔ کچھ بھی تبدیل نہیں ہوا؛ براہ کرم ایک منٹ بعد دوبارہ کوشش کریں، اور اگر بار بار ایسا ہو تو سائٹ چلانے والے کو بتائیں۔',
        undefined,
        patiently,
      ),
    ).toBeInTheDocument();
    // Still listed, under its Urdu name in the Urdu admin.
    expect(screen.getByText(first!.nameUr ?? first!.name)).toBeInTheDocument();
  });
});
