import { screen, within } from '@testing-library/react';
import { demoSettingContents, settingsWith } from '@/test/mocks/setting';
import { findSignIn, mockServer, renderWithProviders } from '@/test/app';

const site = demoSettingContents.site;

function mainNav(name = 'Main') {
  return screen.findByRole('navigation', { name });
}

function linkTargets(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('public header', () => {
  it('lists every entry while the projects and news sections are shown', async () => {
    renderWithProviders(undefined, { route: '/contact-us' });

    expect(linkTargets(await mainNav())).toEqual([
      ['Home', '/'],
      ['About Us', '/#about'],
      ['Projects', '/#projects'],
      ['News & Media', '/#news'],
      ['Contact Us', '/contact-us'],
    ]);
  });

  it('leaves out Projects and News & Media when their show flags are off, in the footer too', async () => {
    mockServer.use(settingsWith({ projects: { show: false }, news: { show: false } }));
    renderWithProviders(undefined, { route: '/contact-us' });

    const expected = [
      ['Home', '/'],
      ['About Us', '/#about'],
      ['Contact Us', '/contact-us'],
    ];
    expect(linkTargets(await mainNav())).toEqual(expected);
    expect(linkTargets(screen.getByRole('navigation', { name: 'Quick Links' }))).toEqual(expected);
  });

  it('shows the default logo, named after the organisation and linking home', async () => {
    renderWithProviders(undefined, { route: '/contact-us' });

    const banner = await screen.findByRole('banner');
    const logo = within(banner).getByRole('img', { name: site.name.en });
    expect(logo).toHaveAttribute('src', '/default-logo.svg');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('shows the saved logo when there is one', async () => {
    mockServer.use(settingsWith({ logo: { image: '/user/upload/Logo/logo.png' } }));
    renderWithProviders(undefined, { route: '/contact-us' });

    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('img', { name: site.name.en })).toHaveAttribute(
      'src',
      '/user/upload/Logo/logo.png',
    );
  });

  it('opens Donate and Donor Login in a new tab', async () => {
    renderWithProviders(undefined, { route: '/contact-us' });

    const banner = await screen.findByRole('banner');
    const donate = within(banner).getByRole('link', { name: 'Donate' });
    const donorLogin = within(banner).getByRole('link', { name: 'Donor Login' });
    expect(donate).toHaveAttribute('href', site.donateUrl);
    expect(donorLogin).toHaveAttribute('href', site.donorLoginUrl);
    for (const link of [donate, donorLogin]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('opens the mobile menu and closes it when a link is chosen', async () => {
    const { user } = renderWithProviders(undefined, { route: '/privacy-policy' });

    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    expect(panel).toBeVisible();
    const menu = await mainNav('Main menu');
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Donor Login' })).toBeVisible();

    await user.click(within(menu).getByRole('link', { name: 'Contact Us' }));

    expect(await screen.findByRole('heading', { name: 'Get in touch with us' })).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Menu');
    expect(panel).not.toBeVisible();
  });

  it('closes the mobile menu on Escape and gives focus back to its button', async () => {
    const { user } = renderWithProviders(undefined, { route: '/contact-us' });

    const button = await screen.findByRole('button', { name: 'Menu' });
    await user.click(button);
    const menu = await mainNav('Main menu');
    within(menu).getByRole('link', { name: 'Home' }).focus();

    await user.keyboard('{Escape}');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside the open mobile menu and hands focus back when an entry is chosen', async () => {
    const { user } = renderWithProviders(undefined, { route: '/contact-us' });

    const button = await screen.findByRole('button', { name: 'Menu' });
    await user.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    const entries = within(panel).getAllByRole('link');
    // Opening moves focus to the first entry.
    expect(entries[0]).toHaveFocus();

    // Past the last entry, Tab comes back to the menu button; Shift+Tab from it goes to the last.
    entries.at(-1)!.focus();
    await user.tab();
    expect(button).toHaveFocus();
    await user.tab({ shift: true });
    expect(entries.at(-1)).toHaveFocus();
    await user.tab({ shift: true });
    expect(entries.at(-2)).toHaveFocus();

    await user.click(within(panel).getByRole('link', { name: 'Home' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('switches to Urdu from the language dropdown: Urdu navigation, right to left', async () => {
    const { user } = renderWithProviders(undefined, { route: '/contact-us' });
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'اردو']);

    await user.selectOptions(select, 'ur');

    expect(linkTargets(await mainNav('مرکزی'))).toEqual([
      ['ہوم', '/'],
      ['ہمارے بارے میں', '/#about'],
      ['منصوبے', '/#projects'],
      ['خبریں اور میڈیا', '/#news'],
      ['ہم سے رابطہ کریں', '/contact-us'],
    ]);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'عطیہ کریں' })).toBeInTheDocument();
    expect(within(banner).getByRole('img', { name: site.name.ur })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مینو' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
  });

  it('offers a skip link as the first stop of the keyboard, moving focus to the content', async () => {
    const { user } = renderWithProviders(undefined, { route: '/contact-us' });
    await screen.findByRole('heading', { name: 'Get in touch with us' });

    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    const focusable = document.body.querySelectorAll('a[href], button, input, select, textarea');
    expect(focusable[0]).toBe(skip);
    expect(skip).toHaveAttribute('href', '#main');

    await user.click(skip);
    const content = document.getElementById('main');
    expect(content).toHaveFocus();
    expect(within(content as HTMLElement).getByRole('main')).toBeInTheDocument();
  });

  // The first admin render loads antd, slow on a cold cache.
  it('stays off the admin pages', async () => {
    renderWithProviders(undefined, { route: '/admin/login' });

    expect(await findSignIn()).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Donate' })).not.toBeInTheDocument();
  }, 20_000);
});
