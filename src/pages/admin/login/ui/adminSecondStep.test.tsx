import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  demoAdmin,
  demoTwoFactor,
  SECOND_STEP_URL,
  secondStepHandlers,
} from '@/test/mocks/session';
import { findSignIn, mockServer, renderWithProviders } from '@/test/app';

/* The second step of a two-factor sign-in (docs/product.md §6). */

// The first test loads the admin's lazy chunks: slow on a busy machine.
jest.setTimeout(60_000);

async function passwordStep() {
  const rendered = renderWithProviders(undefined, { route: '/admin/login' });
  const { user } = rendered;
  await findSignIn();
  await user.type(screen.getByPlaceholderText('Enter your email'), demoAdmin.email);
  await user.type(screen.getByLabelText('Password'), demoAdmin.password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return rendered;
}

describe('two-factor sign-in', () => {
  beforeEach(() => mockServer.use(...secondStepHandlers));

  it('asks for the code after the password, then signs in', async () => {
    const { user, store } = await passwordStep();

    const code = await screen.findByLabelText('Authentication code');
    expect(store.getState().session.token).toBeNull();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.type(code, demoTwoFactor.code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(
      await screen.findByRole('heading', { name: 'Welcome to the Admin Panel' }),
    ).toBeInTheDocument();
    expect(store.getState().session.token).toBe(demoAdmin.token);
  });

  it('tells a wrong code and stays on the code', async () => {
    const { user, store } = await passwordStep();

    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('The code is not right')).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
  });

  it('shows the sign-in wait on 429, as the password step does', async () => {
    mockServer.use(
      http.post(SECOND_STEP_URL, () =>
        HttpResponse.json(
          { statusCode: 429, error: 'Too Many Requests', message: 'Too many' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    const { user } = await passwordStep();

    await user.type(await screen.findByLabelText('Authentication code'), demoTwoFactor.code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(
      await screen.findByText('Too many failed sign-ins. Try again in 10 minutes.'),
    ).toBeInTheDocument();
  });

  it('goes back to the password when the challenge has expired', async () => {
    mockServer.use(
      http.post(`*/api/v1/users/login`, () => HttpResponse.json({ secondStep: 'outdated' })),
    );
    const { user } = await passwordStep();

    await user.type(await screen.findByLabelText('Authentication code'), demoTwoFactor.code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('The sign-in has expired: sign in again')).toBeInTheDocument();
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });
});
