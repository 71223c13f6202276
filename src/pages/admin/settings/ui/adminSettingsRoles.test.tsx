import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { demoSettingContents } from '@/test/mocks/setting';
import { signedInAs } from '@/test/app/admin';
import {
  languageField,
  openPanel,
  openSettings,
  recordSettingsPuts,
  replaceText,
} from '@/test/app/settingsScreen';

/* The settings by role (docs/product.md §6): the trust's payment and legal details are the Owner's. */

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(90_000);

const WRONG_PASSWORD = 'The password is not right';

/** The PUT refuses (403) with the server's message, as to a wrong password. */
function refusingBackend() {
  return recordSettingsPuts({
    answer: () =>
      HttpResponse.json(
        { statusCode: 403, error: 'Forbidden', message: WRONG_PASSWORD },
        { status: 403 },
      ),
  });
}

describe('the UPI guard: an Owner confirms a change of where money goes', () => {
  it('asks for the password, shows the server’s refusal of a wrong one, and sends it', async () => {
    const sent = refusingBackend();
    const { user } = await openSettings();
    const panel = await openPanel(user, 'Trust registrations');
    replaceText(within(panel).getByLabelText('UPI ID'), 'newtrust@bank');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Confirm with your password')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(screen.getByLabelText('Your password'));
    await user.paste('not my password');
    await user.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);

    expect(await screen.findByText(WRONG_PASSWORD)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.password).toBe('not my password');
    expect(sent[0]?.entries.find(({ name }) => name === 'trust')?.content).toMatchObject({
      upiId: 'newtrust@bank',
    });
    // Still open, to try again.
    expect(screen.getByText('Confirm with your password')).toBeInTheDocument();
  });

  it('saves at once what changes nothing of the UPI ID, payee or PAN', async () => {
    const sent = recordSettingsPuts();
    const { user } = await openSettings();
    const panel = await openPanel(user, 'Trust registrations');
    replaceText(languageField(panel, 'English', 'Registered address'), '1 New Road, Hyderabad');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully settings updated!')).toBeInTheDocument();
    expect(screen.queryByText('Confirm with your password')).not.toBeInTheDocument();
    expect(sent[0]?.password).toBeNull();
  });
});

describe('the settings for an Editor', () => {
  it('shows the trust’s details read-only and saves the rest without them', async () => {
    const sent = recordSettingsPuts();
    const { user } = await openSettings({ preloadedState: signedInAs('editor') });
    const panel = await openPanel(user, 'Trust registrations');

    expect(within(panel).getByLabelText('UPI ID')).toBeDisabled();
    expect(within(panel).getByLabelText('PAN')).toHaveValue(demoSettingContents.trust.pan);
    expect(within(panel).getByLabelText('PAN')).toBeDisabled();
    expect(within(panel).getByText('Only an Owner may change these details.')).toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: 'Add a registration' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully settings updated!')).toBeInTheDocument();
    expect(sent[0]?.entries.map(({ name }) => name)).not.toContain('trust');
    expect(sent[0]?.entries.map(({ name }) => name)).not.toContain('receipt-wording');
    expect(sent[0]?.entries.map(({ name }) => name)).toContain('hero');
  });
});

describe('the settings for Accounts', () => {
  it('reads them with no Save', async () => {
    recordSettingsPuts();
    const { user } = await openSettings({ preloadedState: signedInAs('accounts') });
    const panel = await openPanel(user, 'Social Media Links');

    await waitFor(() => expect(within(panel).getByLabelText('Facebook')).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
