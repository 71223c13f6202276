import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SETTINGS_URL, demoSettingContents } from '@/test/mocks/setting';
import { file, mockServer } from '@/test/app';
import {
  languageField,
  openPanel,
  openSettings,
  panelHeader,
  replaceText,
} from '@/test/app/settingsScreen';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

describe('admin settings screen', () => {
  it('starts from the saved values, one panel per kind of setting', async () => {
    const { user } = await openSettings();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(
      ['Theme', 'Logo', 'Hero Section', 'About', 'Social Media Links', 'Banner']
        .concat(['Toggle Sections', 'Organisation'])
        .map((name) => panelHeader(name).getAttribute('aria-expanded')),
    ).toEqual(['true', ...Array(7).fill('false')]);

    const theme = await openPanel(user, 'Theme');
    expect(within(theme).getByRole('radio', { name: 'Green' })).toBeChecked();
    expect(
      within(theme)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Green', 'Orange', 'Blue', 'Red', 'Purple']);

    const hero = await openPanel(user, 'Hero Section');
    expect(languageField(hero, 'English', 'Heading')).toHaveValue(
      demoSettingContents.hero.en.heading,
    );
    expect(languageField(hero, 'Urdu', 'Heading')).toHaveValue(demoSettingContents.hero.ur.heading);
    expect(languageField(hero, 'Urdu', 'Heading')).toHaveAttribute('dir', 'rtl');
    expect(within(hero).getByRole('switch', { name: 'Show' })).toBeChecked();

    const toggles = await openPanel(user, 'Toggle Sections');
    const switches = within(toggles).getAllByRole('switch');
    expect(switches).toHaveLength(8);
    switches.forEach((item) => expect(item).toBeChecked());
    // antd keeps both words in the switch and shows the one for its state.
    expect(switches[0]).toHaveTextContent('Visible');
    expect(
      within(toggles).getByRole('switch', { name: 'Our Activities (completed projects)' }),
    ).toBeInTheDocument();

    const site = await openPanel(user, 'Organisation');
    expect(within(site).getByLabelText('Support phone')).toHaveValue(
      demoSettingContents.site.phone,
    );
    expect(within(site).getByLabelText('Email')).toHaveValue(demoSettingContents.site.email);
    expect(languageField(site, 'Urdu', 'Organisation name')).toHaveValue(
      demoSettingContents.site.name.ur,
    );
  });

  it('opens and closes each panel on its own, several at once', async () => {
    const { user } = await openSettings();

    await user.click(panelHeader('Hero Section'));
    await user.click(panelHeader('Banner'));
    expect(panelHeader('Theme')).toHaveAttribute('aria-expanded', 'true');
    expect(panelHeader('Hero Section')).toHaveAttribute('aria-expanded', 'true');
    expect(panelHeader('Banner')).toHaveAttribute('aria-expanded', 'true');

    await user.click(panelHeader('Theme'));
    expect(panelHeader('Theme')).toHaveAttribute('aria-expanded', 'false');
    expect(panelHeader('Hero Section')).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Theme' })).not.toBeVisible());
    expect(screen.getByRole('group', { name: 'Hero Section' })).toBeVisible();
  });

  it('refuses a logo of the wrong type or size in one toast, emptying the input', async () => {
    const { user } = await openSettings();
    const logo = await openPanel(user, 'Logo');
    const input = within(logo).getByLabelText<HTMLInputElement>('Logo image');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');

    await user.upload(input, file('logo.webp', 'image/webp', 2_000));
    const toast = await screen.findByText('Only image files (JPEG, PNG, GIF) are allowed.');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-center',
    );
    expect(input.files).toHaveLength(0);
    expect(input).toHaveValue('');

    await user.upload(input, file('logo.png', 'image/png', 1024 * 1024 + 1));
    // One toast id: the second refusal takes the first one's place.
    expect(await screen.findByText('File size must be 1MB or less')).toBeInTheDocument();
    expect(
      screen.queryByText('Only image files (JPEG, PNG, GIF) are allowed.'),
    ).not.toBeInTheDocument();
    expect(input.files).toHaveLength(0);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('previews a logo it accepts and drops it after a refusal', async () => {
    const { user } = await openSettings();
    const logo = await openPanel(user, 'Logo');
    const input = within(logo).getByLabelText<HTMLInputElement>('Logo image');
    expect(within(logo).getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      '/default-logo.svg',
    );

    await user.upload(input, file('logo.png', 'image/png', 500));
    const chosen = await within(logo).findByRole('img', { name: 'Chosen image (not saved yet)' });
    expect(chosen.getAttribute('src')).toMatch(/^blob:/);

    fireEvent.change(input, { target: { files: [file('notes.txt', 'text/plain', 10)] } });
    await waitFor(() =>
      expect(
        within(logo).queryByRole('img', { name: 'Chosen image (not saved yet)' }),
      ).not.toBeInTheDocument(),
    );
    expect(input).toHaveValue('');
  });

  it('takes a WebP banner but not a text file', async () => {
    const { user } = await openSettings();
    const banner = await openPanel(user, 'Banner');
    const input = within(banner).getByLabelText<HTMLInputElement>('Banner image');

    await user.upload(input, file('banner.txt', 'text/plain', 10));
    expect(
      await screen.findByText('Only image files (JPEG, PNG, GIF, Webp) are allowed.'),
    ).toBeInTheDocument();
    expect(input.files).toHaveLength(0);

    await user.upload(input, file('banner.webp', 'image/webp', 800));
    expect(
      await within(banner).findByRole('img', { name: 'Chosen image (not saved yet)' }),
    ).toBeInTheDocument();
  });

  it('checks links, phone and email as the server does, reopening the panel at fault', async () => {
    let puts = 0;
    mockServer.use(
      http.put(SETTINGS_URL, () => {
        puts += 1;
        return HttpResponse.json([]);
      }),
    );
    const { user } = await openSettings();
    const socials = await openPanel(user, 'Social Media Links');
    replaceText(within(socials).getByLabelText('Facebook'), 'javascript:alert(1)');
    const site = await openPanel(user, 'Organisation');
    replaceText(within(site).getByLabelText('Support phone'), '12ab');
    replaceText(within(site).getByLabelText('Email'), 'nobody');
    await user.click(panelHeader('Social Media Links'));
    expect(panelHeader('Social Media Links')).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Enter a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter a phone number of 6 to 15 digits, optionally starting with +'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(panelHeader('Social Media Links')).toHaveAttribute('aria-expanded', 'true');
    expect(puts).toBe(0);
  });
});
