import { screen, waitFor, within } from '@testing-library/react';
import { demoNotice, teamBackend } from '@/test/mocks/team';
import {
  findHeading,
  findSection,
  renderWithProviders,
  signedInAs,
  useMockBackend,
} from '@/test/app';

/* The owner notices on the admin home (docs/product.md §6): a changed UPI ID, until acknowledged. */

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

describe('the owner notices on the admin home', () => {
  it('shows every Owner what changed, who and when, until one acknowledges it', async () => {
    const backend = useMockBackend(teamBackend({ notices: [demoNotice] }));
    const { user } = renderWithProviders(undefined, {
      route: '/admin',
      preloadedState: signedInAs('owner'),
    });

    const notices = within(await findSection('Changes every Owner must see', 40_000));
    const alert = notices.getByRole('alert');
    expect(alert).toHaveTextContent(
      /^UPI ID: helpinghands@example → newtrust@bank \(changed by owner2@example\.org on 5 Mar 2026, \d\d:\d\d\)/,
    );

    await user.click(notices.getByRole('button', { name: 'Acknowledge' }));

    await waitFor(() =>
      expect(screen.queryByText('Changes every Owner must see')).not.toBeInTheDocument(),
    );
    expect(backend.state.acknowledged).toEqual([demoNotice.id]);
  });

  it('speaks Urdu', async () => {
    useMockBackend(teamBackend({ notices: [demoNotice] }));
    renderWithProviders(undefined, { route: '/admin', preloadedState: signedInAs('owner', 'ur') });

    const notices = within(await findSection('وہ تبدیلیاں جو ہر مالک کو دیکھنی چاہئیں', 40_000));
    expect(notices.getByRole('alert')).toHaveTextContent(/owner2@example\.org نے .* کو بدلا/);
    expect(notices.getByRole('button', { name: 'دیکھ لیا' })).toBeInTheDocument();
  });

  it('is not shown to Accounts', async () => {
    useMockBackend(teamBackend({ notices: [demoNotice] }));
    renderWithProviders(undefined, { route: '/admin', preloadedState: signedInAs('accounts') });

    await findHeading('Welcome to the Admin Panel');
    await findSection('Gifts waiting for confirmation');
    expect(screen.queryByText('Changes every Owner must see')).not.toBeInTheDocument();
  });
});
