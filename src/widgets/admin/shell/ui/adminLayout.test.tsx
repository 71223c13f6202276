import { screen, waitFor, within } from '@testing-library/react';
import { findSignIn, renderWithProviders, signedIn, useScreenWidth } from '@/test/app';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const MENU = [
  ['Home', '/admin'],
  ['Gallery', '/admin/images/list'],
  ['Partners', '/admin/partners/list'],
  ['Highlights', '/admin/highlights/list'],
  ['News', '/admin/news/list'],
  ['News Logos', '/admin/news/logos'],
  ['Testimonials', '/admin/testimonials/list'],
  ['Projects', '/admin/projects/list'],
  ['Documents', '/admin/documents/list'],
  ['Settings', '/admin/settings'],
  ['Bin', '/admin/bin'],
  // The Owner's alone (docs/product.md §6); the demo admin is an Owner.
  ['Team', '/admin/team'],
  ['My account', '/admin/account'],
];

function adminMenu() {
  return screen.findByRole('navigation', { name: 'Admin menu' }, { timeout: 15_000 });
}

function currentEntry(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('admin layout on a wide screen', () => {
  useScreenWidth(1280);

  it('shows the Admin Panel sider with every entry, then Logout', async () => {
    renderWithProviders(undefined, { route: '/admin', preloadedState: signedIn });

    const nav = await adminMenu();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(MENU);
    expect(within(nav).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByText('Admin Panel')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(currentEntry(nav)).toEqual(['Home']);
  });

  it('selects the entry the URL belongs to, News Logos apart from News', async () => {
    renderWithProviders(undefined, { route: '/admin/news/logos', preloadedState: signedIn });
    expect(currentEntry(await adminMenu())).toEqual(['News Logos']);
  });

  it('opens a screen from the menu and follows it with the selection', async () => {
    const { user, router } = renderWithProviders(undefined, {
      route: '/admin',
      preloadedState: signedIn,
    });
    const nav = await adminMenu();

    await user.click(within(nav).getByRole('link', { name: 'Settings' }));

    expect(
      await screen.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(currentEntry(nav)).toEqual(['Settings']);
  });

  it('signs out: the token is gone and the sign-in page replaces the screen', async () => {
    const { user, store, router } = renderWithProviders(undefined, {
      route: '/admin',
      preloadedState: signedIn,
    });
    const nav = await adminMenu();

    await user.click(within(nav).getByRole('menuitem', { name: 'Logout' }));

    expect(await findSignIn()).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();
  });

  it('switches the admin to Urdu, right to left', async () => {
    const { user } = renderWithProviders(undefined, { route: '/admin', preloadedState: signedIn });
    await adminMenu();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ur');

    const nav = await screen.findByRole('navigation', { name: 'ایڈمن مینو' });
    expect(within(nav).getByRole('link', { name: 'ترتیبات' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    expect(screen.getByText('ایڈمن پینل')).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.querySelector('.ant-layout-rtl, .ant-menu-rtl')).not.toBeNull();
  });
});

describe('admin layout on a small screen', () => {
  it('keeps the menu behind a button and closes it once an entry is chosen', async () => {
    const { user, router } = renderWithProviders(undefined, {
      route: '/admin',
      preloadedState: signedIn,
    });
    const button = await screen.findByRole('button', { name: 'Open menu' }, { timeout: 15_000 });
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();

    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Admin Panel' });
    await user.click(within(drawer).getByRole('link', { name: 'Settings' }));

    expect(
      await screen.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/settings');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Admin Panel' })).not.toBeInTheDocument(),
    );
  });
});

describe('admin guard', () => {
  it.each(['/admin/settings', '/admin/partners/list'])(
    'sends a visitor without a token from %s to the sign-in page',
    async (route) => {
      const { router } = renderWithProviders(undefined, { route });

      expect(await findSignIn()).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/login');
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );
});
