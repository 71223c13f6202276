import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LAST_OWNER_MESSAGE, TEAM_URL, demoMembers, teamBackend } from '@/test/mocks/team';
import { findHeading, mockServer, openAdmin, useMockBackend } from '@/test/app';

/* The Owner's team screen (docs/product.md §6, /admin/team). */

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(90_000);

async function openTeam() {
  const opened = openAdmin('/admin/team');
  await findHeading('Team');
  await screen.findByText('accounts@example.org');
  return opened;
}

/**
 * The modal titled `title`. In tests antd gives every modal the same title id ('test-id'), so
 * a dialog's name cannot be relied on: its title's text is.
 */
async function findDialog(title: string) {
  const dialog = (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`No dialog titled "${title}"`);
  return dialog;
}

function rowOf(email: string) {
  const row = screen.getByText(email).closest('tr');
  if (!row) throw new Error(`No row for ${email}`);
  return within(row);
}

describe('the team screen', () => {
  it('lists everyone: email, role, last sign-in or never, two-factor', async () => {
    useMockBackend(teamBackend());
    await openTeam();

    const owner = rowOf('admin@example.org');
    expect(owner.getByText('Owner')).toBeInTheDocument();
    expect(owner.getByText(/^5 Mar 2026, \d\d:\d\d$/)).toBeInTheDocument();
    expect(owner.getByText('On')).toBeInTheDocument();
    const editor = rowOf('editor@example.org');
    expect(editor.getByText('Editor')).toBeInTheDocument();
    expect(editor.getByText('never')).toBeInTheDocument();
    expect(editor.getByText('Off')).toBeInTheDocument();
  });

  it('adds a person and shows their password once, with Copy', async () => {
    const backend = useMockBackend(teamBackend());
    const { user } = await openTeam();

    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    const dialog = within(await findDialog('Add a person to the team'));
    await user.click(dialog.getByLabelText('Email'));
    await user.paste('new.accounts@example.org');
    await user.click(dialog.getByRole('combobox', { name: 'Role' }));
    await user.click((await screen.findAllByTitle('Accounts')).at(-1)!);
    await user.click(dialog.getByRole('button', { name: 'Add' }));

    const shown = within(await findDialog('The password of new.accounts@example.org'));
    expect(shown.getByText('tulip-anchor-47-meadow')).toBeInTheDocument();
    expect(shown.getByText('It will not be shown again.')).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(backend.state.members.at(-1)).toMatchObject({
      email: 'new.accounts@example.org',
      role: 'accounts',
    });
    expect(await screen.findByText('new.accounts@example.org')).toBeInTheDocument();

    await user.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByText('tulip-anchor-47-meadow')).not.toBeInTheDocument(),
    );
  });

  it('keeps the only Owner: no demoting or removing them', async () => {
    useMockBackend(teamBackend());
    await openTeam();

    const owner = rowOf('admin@example.org');
    expect(owner.getByRole('combobox', { name: 'Role of admin@example.org' })).toBeDisabled();
    expect(owner.getByText('The only Owner: the team always keeps one.')).toBeInTheDocument();
    expect(
      owner.queryByRole('button', { name: 'Remove admin@example.org' }),
    ).not.toBeInTheDocument();
    expect(
      rowOf('editor@example.org').getByRole('button', { name: 'Remove editor@example.org' }),
    ).toBeInTheDocument();
  });

  it("shows the server's message when it refuses to demote the last Owner (409)", async () => {
    // Two Owners on this screen, but the other was removed meanwhile: the server refuses.
    const members = demoMembers().map((member) =>
      member.role === 'accounts' ? { ...member, role: 'owner' as const } : member,
    );
    useMockBackend(teamBackend({ members }));
    mockServer.use(
      http.patch(`${TEAM_URL}/:id`, () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: LAST_OWNER_MESSAGE },
          { status: 409 },
        ),
      ),
    );
    const { user } = await openTeam();

    await user.click(
      rowOf('accounts@example.org').getByRole('combobox', { name: 'Role of accounts@example.org' }),
    );
    await user.click((await screen.findAllByTitle('Editor')).at(-1)!);

    expect(await screen.findByText(LAST_OWNER_MESSAGE)).toBeInTheDocument();
  });

  it('changes a role, resets a password (shown once) and removes a person', async () => {
    const backend = useMockBackend(teamBackend());
    const { user } = await openTeam();

    await user.click(rowOf('editor@example.org').getByRole('combobox', { name: /^Role of/ }));
    await user.click((await screen.findAllByTitle('Accounts')).at(-1)!);
    await waitFor(() =>
      expect(backend.state.members.find(({ id }) => id === 3)?.role).toBe('accounts'),
    );

    await user.click(
      rowOf('editor@example.org').getByRole('button', {
        name: 'Reset the password of editor@example.org',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    const shown = within(await findDialog('The password of editor@example.org'));
    expect(shown.getByText('copper-violet-12-harbour')).toBeInTheDocument();
    await user.click(shown.getByRole('button', { name: 'Done' }));

    await user.click(
      rowOf('editor@example.org').getByRole('button', { name: 'Remove editor@example.org' }),
    );
    await user.click((await screen.findAllByRole('button', { name: 'Yes' })).at(-1)!);
    await waitFor(() => expect(screen.queryByText('editor@example.org')).not.toBeInTheDocument());
    expect(backend.state.members.map(({ id }) => id)).toEqual([1, 2]);
  });

  it('requires two-factor sign-in of Owners and Accounts with one switch', async () => {
    const backend = useMockBackend(teamBackend());
    const { user } = await openTeam();

    const policy = screen.getByRole('switch', {
      name: 'Require two-factor sign-in for Owners and Accounts',
    });
    await waitFor(() => expect(policy).toBeEnabled());
    expect(policy).not.toBeChecked();
    await user.click(policy);

    await waitFor(() => expect(backend.state.policy).toEqual({ twoFactorRequired: true }));
    await waitFor(() => expect(policy).toBeChecked());
  });
});
