import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { demoAdmin } from '@/test/mocks/session';
import { SETTINGS_URL, settingsWith } from '@/test/mocks/setting';
import { settingApi } from '@/entities/setting';
import { TAG } from '@/shared/api';
import { mockServer, renderWithProviders, signedIn } from '@/test/app';

async function signIn(user: ReturnType<typeof renderWithProviders>['user'], password: string) {
  await user.type(await screen.findByPlaceholderText('Enter your email'), demoAdmin.email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('admin area', () => {
  afterEach(() => mockServer.events.removeAllListeners());

  it('sends a visitor without a token to the sign-in page', async () => {
    renderWithProviders(undefined, { route: '/admin' });

    expect(
      await screen.findByRole('heading', { name: 'Sign in to Helping Hands Admin' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Welcome to the Admin Panel')).not.toBeInTheDocument();
  });

  it('shows the sign-in form as docs/product.md describes it', async () => {
    renderWithProviders(undefined, { route: '/admin/login' });

    const email = await screen.findByPlaceholderText('Enter your email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('signs in, stores the token and opens the admin home', async () => {
    const { user, store } = renderWithProviders(undefined, { route: '/admin/login' });

    await signIn(user, demoAdmin.password);

    expect(
      await screen.findByRole('heading', { name: 'Welcome to the Admin Panel' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Configure Sections' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    expect(store.getState().session.token).toBe(demoAdmin.token);
  });

  it('tells the user when the sign-in fails and stays on the page', async () => {
    const { user, store } = renderWithProviders(undefined, { route: '/admin/login' });

    await signIn(user, 'wrong password');

    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to Helping Hands Admin' })).toBeVisible();
    expect(store.getState().session.token).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    let calls = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/users/login')) calls += 1;
    });
    const { user } = renderWithProviders(undefined, { route: '/admin/login' });

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('clears the token on a 401 and returns to the sign-in page', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let authorization: string | null = null;
    const { store } = renderWithProviders(undefined, { route: '/admin', preloadedState: signedIn });
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the Admin Panel' }),
    ).toBeInTheDocument();

    mockServer.use(
      http.get(SETTINGS_URL, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: 'Token expired' },
          { status: 401 },
        );
      }),
    );
    act(() => {
      store.dispatch(settingApi.util.invalidateTags([TAG.Setting]));
    });

    expect(
      await screen.findByRole('heading', { name: 'Sign in to Helping Hands Admin' }),
    ).toBeInTheDocument();
    expect(authorization).toBe(`Bearer ${demoAdmin.token}`);
    expect(store.getState().session.token).toBeNull();
    expect(logged).toHaveBeenCalledWith('Failed to load the site settings', expect.anything());
    logged.mockRestore();
  });

  it('keeps the token when a request succeeds', async () => {
    mockServer.use(settingsWith());
    const { store } = renderWithProviders(undefined, { route: '/admin', preloadedState: signedIn });

    expect(
      await screen.findByRole('heading', { name: 'Welcome to the Admin Panel' }),
    ).toBeInTheDocument();
    expect(store.getState().session.token).toBe(demoAdmin.token);
  });
});
