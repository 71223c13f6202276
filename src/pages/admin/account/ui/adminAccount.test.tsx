import { screen, within } from '@testing-library/react';
import { demoAdmin, demoTwoFactor, twoFactorBackend } from '@/test/mocks/session';
import { findHeading, mockServer, openAdmin, openAdminInUrdu } from '@/test/app';

/* The account page's two-factor sign-in (docs/product.md §6). */

// The first test loads the admin's lazy chunks: slow on a busy machine.
jest.setTimeout(60_000);

describe('two-factor sign-in on the account page', () => {
  it('sets up: shows the secret and address, takes a code, shows ten recovery codes once', async () => {
    const backend = twoFactorBackend();
    mockServer.use(...backend.handlers);
    const { user } = openAdmin('/admin/account');
    await findHeading('My account');
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set up' }));
    expect(await screen.findByText(demoTwoFactor.secret)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: demoTwoFactor.otpauthUrl })).toHaveAttribute(
      'href',
      demoTwoFactor.otpauthUrl,
    );
    expect(screen.getByRole('img', { name: 'QR code for the authenticator app' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );

    // A wrong code is told at the field.
    await user.type(screen.getByLabelText('Code from the app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Switch on' }));
    expect(
      await screen.findByText('The code is not right: check that the clock of your phone is right'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), demoTwoFactor.code);
    await user.click(screen.getByRole('button', { name: 'Switch on' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText(demoTwoFactor.recoveryCodes[0] ?? '')).toBeInTheDocument();
    expect(backend.state.on).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
  });

  it('turns off with the password', async () => {
    const backend = twoFactorBackend({ on: true, required: false });
    mockServer.use(...backend.handlers);
    const { user } = openAdmin('/admin/account');
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.type(await screen.findByLabelText('Password'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The password is not right')).toBeInTheDocument();
    expect(backend.state.on).toBe(true);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), demoAdmin.password);
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(backend.state.on).toBe(false);
  });

  it('shows the account page instead of any other while required and not set up', async () => {
    mockServer.use(...twoFactorBackend({ on: false, required: true }).handlers);
    openAdmin('/admin/settings');

    await findHeading('My account');
    expect(
      screen.getByText(
        'The Owner requires two-factor sign-in for your role: set it up to use the admin panel.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up' })).toBeInTheDocument();
  });

  it('offers no switch-off while required', async () => {
    mockServer.use(...twoFactorBackend({ on: true, required: true }).handlers);
    openAdmin('/admin/account');

    expect(
      await screen.findByText('Two-factor sign-in is required for your role: it stays on'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });

  it('reads in Urdu', async () => {
    mockServer.use(...twoFactorBackend().handlers);
    openAdminInUrdu('/admin/account');

    await findHeading('میرا اکاؤنٹ');
    expect(await screen.findByText('دو مرحلہ سائن ان بند ہے۔')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ترتیب دیں' })).toBeInTheDocument();
  });
});
