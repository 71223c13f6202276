import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { SECTION_TOGGLES } from '@contract/settings';
import { demoSettingContents, demoSettings } from '@/test/mocks/setting';
import { file, useScreenWidth } from '@/test/app';
import {
  languageField,
  openPanel,
  openSettings,
  recordSettingsPuts,
  replaceText,
  type SentSettings,
} from '@/test/app/settingsScreen';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(90_000);

const STORED_BANNER = '/user/upload/Banner/3f2a-banner.png';

/** Settings with a stored banner image; the PUT answers like the server and is recorded. */
const recordPuts = (answer?: () => Response) =>
  recordSettingsPuts({
    saved: demoSettings({ banner: { ...demoSettingContents.banner, image: STORED_BANNER } }),
    answer,
  });

function entry(sent: SentSettings, name: string) {
  return sent.entries.find((candidate) => candidate.name === name);
}

async function editHeroHeading(user: Parameters<typeof openPanel>[0], text: string) {
  const hero = await openPanel(user, 'Hero Section');
  replaceText(languageField(hero, 'English', 'Heading'), text);
  return hero;
}

/**
 * Clicks `way` out of the screen and answers the leave dialog; after Stay, waits until it has
 * gone.
 */
async function tryToLeave(
  user: Parameters<typeof openPanel>[0],
  way: HTMLElement,
  answer: 'Stay' | 'Leave',
) {
  await user.click(way);
  const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  await user.click(within(dialog).getByRole('button', { name: answer }));
  if (answer === 'Leave') return;
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument(),
  );
}

describe('saving the settings', () => {
  it('sends exactly the PUT of docs/product.md §7 when no file was chosen', async () => {
    const sent = recordPuts();
    const { user } = await openSettings();
    await editHeroHeading(user, 'Hope\nfor every child');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const toast = await screen.findByText('Successfully settings updated!');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-right',
    );
    expect(sent).toHaveLength(1);
    const [put] = sent as [SentSettings];
    expect(put.entries.map(({ name }) => name)).toEqual([
      ...SECTION_TOGGLES,
      'hero',
      'socials',
      'about',
      'theme',
      'banner',
      'site',
      'trust',
      'receipt-wording',
      'timeZone',
    ]);
    expect(put.image).toBeNull();
    expect(put.bannerImage).toBeNull();
    expect(entry(put, 'hero')?.content).toMatchObject({
      show: true,
      en: { heading: 'Hope\nfor every child' },
    });
    // The stored banner image travels as its last path segment only.
    expect(entry(put, 'banner')?.content?.image).toBe('3f2a-banner.png');
    expect(entry(put, 'gallery')?.content).toEqual({ show: true });
    expect(entry(put, 'logo')).toBeUndefined();
  });

  it('sends a new logo and banner as files, the logo entry with its name only', async () => {
    const sent = recordPuts();
    const { user } = await openSettings();
    const logo = await openPanel(user, 'Logo');
    await user.upload(
      within(logo).getByLabelText('Logo image'),
      file('new-logo.png', 'image/png', 700),
    );
    const banner = await openPanel(user, 'Banner');
    await user.upload(
      within(banner).getByLabelText('Banner image'),
      file('spring.webp', 'image/webp', 900),
    );
    const toggles = await openPanel(user, 'Toggle Sections');
    await user.click(within(toggles).getByRole('switch', { name: 'News & Media' }));
    const theme = await openPanel(user, 'Theme');
    await user.click(within(theme).getByRole('radio', { name: 'Purple' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully settings updated!')).toBeInTheDocument();
    const [put] = sent as [SentSettings];
    expect(put.image?.name).toBe('new-logo.png');
    expect(put.image?.size).toBe(700);
    expect(put.bannerImage?.name).toBe('spring.webp');
    expect(put.entries.at(-1)).toEqual({ name: 'logo' });
    expect(entry(put, 'news')?.content).toEqual({ show: false });
    expect(entry(put, 'theme')?.content).toEqual({ color: 'purple' });

    // Saved: the choices are gone and the stored banner is the new one.
    await waitFor(() =>
      expect(
        within(banner).queryByRole('img', { name: 'Chosen image (not saved yet)' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(banner).getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      '/user/upload/Banner/spring.webp',
    );
  });

  it('keeps every change after a failed save and says so, top centre', async () => {
    const sent = recordPuts(() =>
      HttpResponse.json(
        { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
        { status: 500 },
      ),
    );
    const { user, store } = await openSettings();
    const hero = await editHeroHeading(user, 'Unsaved heading');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const toast = await screen.findByText('Failed to save, please try again');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-center',
    );
    expect(sent).toHaveLength(1);
    expect(languageField(hero, 'English', 'Heading')).toHaveValue('Unsaved heading');
    expect(store.getState().session.token).not.toBeNull();
  });

  it('keeps the stored logo when a refused file replaces an accepted choice', async () => {
    const sent = recordPuts();
    const { user } = await openSettings();
    const logo = await openPanel(user, 'Logo');
    const input = within(logo).getByLabelText<HTMLInputElement>('Logo image');
    const stored = within(logo).getByRole('img', { name: 'Current image' }).getAttribute('src');
    await user.upload(input, file('logo.png', 'image/png', 500));
    await within(logo).findByRole('img', { name: 'Chosen image (not saved yet)' });
    await user.upload(input, file('big.png', 'image/png', 1024 * 1024 + 1));
    expect(await screen.findByText('File size must be 1MB or less')).toBeInTheDocument();
    expect(within(logo).getByRole('img', { name: 'Current image' })).toHaveAttribute('src', stored);
    expect(
      within(logo).queryByRole('img', { name: 'Chosen image (not saved yet)' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully settings updated!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.image).toBeNull();
    expect(within(logo).getByRole('img', { name: 'Current image' })).toHaveAttribute('src', stored);
  });

  it('names the reason when the server refuses the chosen file', async () => {
    recordPuts(() =>
      HttpResponse.json(
        {
          statusCode: 415,
          error: 'Unsupported Media Type',
          message: 'Only image files (JPEG, PNG, GIF) are allowed.',
          field: 'image',
        },
        { status: 415 },
      ),
    );
    const { user } = await openSettings();
    const logo = await openPanel(user, 'Logo');
    // Declared a PNG, but the server reads the bytes.
    await user.upload(
      within(logo).getByLabelText('Logo image'),
      file('fake.png', 'image/png', 100),
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Only image files (JPEG, PNG, GIF) are allowed.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to save, please try again')).not.toBeInTheDocument();
    expect(
      within(logo).getByRole('img', { name: 'Chosen image (not saved yet)' }),
    ).toBeInTheDocument();
  });

  it('ends the session on a 401 and shows the sign-in page', async () => {
    recordPuts(() =>
      HttpResponse.json(
        { statusCode: 401, error: 'Unauthorized', message: 'Token expired' },
        { status: 401 },
      ),
    );
    const { user, store, router } = await openSettings();
    await editHeroHeading(user, 'Changed');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByRole('heading', { name: 'Sign in to Helping Hands Admin' }),
    ).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.queryByText('Failed to save, please try again')).not.toBeInTheDocument();
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
  });
});

describe('leaving the settings with unsaved changes', () => {
  // Wide enough for the sider, whose menu is the way out.
  useScreenWidth(1280);

  it('asks first; Stay keeps the changes, Leave goes', async () => {
    recordPuts();
    const { user, router } = await openSettings();
    const hero = await editHeroHeading(user, 'Not saved yet');
    const menu = screen.getAllByRole('link', { name: 'Home' })[0]!;

    await tryToLeave(user, menu, 'Stay');
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(languageField(hero, 'English', 'Heading')).toHaveValue('Not saved yet');

    await tryToLeave(user, menu, 'Leave');

    expect(
      await screen.findByRole('heading', { name: 'Welcome to the Admin Panel' }),
    ).toBeInTheDocument();
  });

  it('asks before Logout too; Stay keeps the session and the changes, Leave signs out', async () => {
    recordPuts();
    const { user, router, store } = await openSettings();
    const hero = await editHeroHeading(user, 'Not saved yet');
    const logout = screen.getAllByRole('menuitem', { name: 'Logout' })[0]!;

    await tryToLeave(user, logout, 'Stay');
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(store.getState().session.token).not.toBeNull();
    expect(languageField(hero, 'English', 'Heading')).toHaveValue('Not saved yet');

    await tryToLeave(user, logout, 'Leave');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to Helping Hands Admin' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.token).toBeNull());
  });

  it('asks the browser too before a reload or closing the tab', async () => {
    recordPuts();
    const { user } = await openSettings();
    const untouched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);

    await editHeroHeading(user, 'Not saved yet');
    const edited = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(edited);
    expect(edited.defaultPrevented).toBe(true);
  });

  it('lets the admin go without asking once the changes are saved', async () => {
    recordPuts();
    const { user } = await openSettings();
    await editHeroHeading(user, 'Saved now');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully settings updated!')).toBeInTheDocument();

    await user.click(screen.getAllByRole('link', { name: 'Home' })[0]!);

    expect(
      await screen.findByRole('heading', { name: 'Welcome to the Admin Panel' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
  });
});
