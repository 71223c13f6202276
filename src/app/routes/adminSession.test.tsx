import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ErrorBody } from '@contract/common';
import { LOGIN_URL, LOGOUT_URL, demoAdmin } from '@/test/mocks/session';
import { mockServer, renderWithProviders, signedIn, useScreenWidth } from '@/test/app';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const tooMany: ErrorBody = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'Too many failed sign-ins. Try again in 14 minutes.',
};

/** Sign-in is closed for 13 min 20 s, as the server says in Retry-After. */
const closedSignIn = http.post(LOGIN_URL, () =>
  HttpResponse.json(tooMany, { status: 429, headers: { 'Retry-After': '800' } }),
);

/** Opens the admin signed in, clicks Logout and waits for the sign-in page; returns the store. */
async function logOut() {
  const { user, store } = renderWithProviders(undefined, {
    route: '/admin',
    preloadedState: signedIn,
  });
  const nav = await screen.findByRole('navigation', { name: 'Admin menu' }, { timeout: 15_000 });
  await user.click(within(nav).getByRole('menuitem', { name: 'Logout' }));
  expect(
    await screen.findByRole('heading', { name: 'Sign in to Helping Hands Admin' }),
  ).toBeInTheDocument();
  return store;
}

describe('Logout', () => {
  useScreenWidth(1280);
  afterEach(() => {
    mockServer.events.removeAllListeners();
  });

  it('asks the server to revoke the token, then forgets it', async () => {
    const calls: (string | null)[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/users/logout')) {
        calls.push(request.headers.get('Authorization'));
      }
    });
    const store = await logOut();

    await waitFor(() => expect(calls).toEqual([`Bearer ${demoAdmin.token}`]));
    expect(store.getState().session.token).toBeNull();
  });

  it('forgets the token even when the server cannot be reached', async () => {
    let called = false;
    mockServer.use(
      http.post(LOGOUT_URL, () => {
        called = true;
        return HttpResponse.error();
      }),
    );
    const store = await logOut();

    await waitFor(() => expect(called).toBe(true));
    expect(store.getState().session.token).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();
  });
});

describe('sign-in closed after too many failures (429)', () => {
  it('says how long to wait, in English', async () => {
    mockServer.use(closedSignIn);
    const { user, store } = renderWithProviders(undefined, { route: '/admin/login' });

    await user.type(await screen.findByPlaceholderText('Enter your email'), demoAdmin.email);
    await user.type(screen.getByLabelText('Password'), demoAdmin.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByText('Too many failed sign-ins. Try again in 14 minutes.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Invalid username or password')).not.toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
  });

  it('says how long to wait, in Urdu', async () => {
    mockServer.use(closedSignIn);
    const { user } = renderWithProviders(undefined, {
      route: '/admin/login',
      preloadedState: { language: { language: 'ur' } },
    });

    await user.type(await screen.findByPlaceholderText('اپنا ای میل درج کریں'), demoAdmin.email);
    await user.type(screen.getByLabelText('پاس ورڈ'), demoAdmin.password);
    await user.click(screen.getByRole('button', { name: 'سائن ان' }));

    expect(
      await screen.findByText(
        'سائن ان کی بہت سی کوششیں ناکام ہو گئیں۔ 14 منٹ بعد دوبارہ کوشش کریں۔',
      ),
    ).toBeInTheDocument();
  });
});
