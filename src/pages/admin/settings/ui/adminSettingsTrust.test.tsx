import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoSettingContents } from '@/test/mocks/setting';
import { openAdminInUrdu } from '@/test/app/admin';
import {
  openPanel,
  openSettings,
  recordSettingsPuts,
  replaceText,
} from '@/test/app/settingsScreen';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(90_000);

describe('the trust panel of the settings', () => {
  it('sends the trust entry: PAN in capitals, a registration added, the privacy contact', async () => {
    const sent = recordSettingsPuts();
    const { user } = await openSettings();
    const panel = await openPanel(user, 'Trust registrations');
    const pan = within(panel).getByLabelText('PAN');
    expect(pan).toHaveValue(demoSettingContents.trust.pan);
    expect(within(panel).getByLabelText('UPI ID')).toHaveAttribute('dir', 'ltr');
    fireEvent.change(pan, { target: { value: 'aaatr1234k' } });
    // A trust stored before the privacy contact existed shows it blank.
    const privacy = within(panel).getByLabelText('Privacy contact (email)');
    expect(privacy).toHaveValue('');
    replaceText(privacy, ' privacy@example.org ');

    await user.click(within(panel).getByRole('button', { name: 'Add a registration' }));
    const kinds = within(panel).getAllByRole('combobox', { name: 'Registration' });
    await user.click(kinds[2]!);
    await user.click(await screen.findByTitle('FCRA (foreign donations)'));
    replaceText(within(panel).getAllByLabelText('Number')[2]!, ' 010170123 ');
    fireEvent.change(within(panel).getAllByLabelText('Valid from')[2]!, {
      target: { value: '2022-01-01' },
    });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    // A new PAN is the Owner's to confirm with their password (docs/product.md §6).
    await user.click(await screen.findByLabelText('Your password'));
    await user.paste('correct horse battery staple');
    await user.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);

    expect(await screen.findByText('Successfully settings updated!')).toBeInTheDocument();
    expect(sent[0]?.password).toBe('correct horse battery staple');
    const trust = sent[0]?.entries.find((entry) => entry.name === 'trust')?.content;
    expect(trust).toEqual({
      ...demoSettingContents.trust,
      pan: 'AAATR1234K',
      privacyContact: 'privacy@example.org',
      registrations: [
        ...demoSettingContents.trust.registrations,
        { kind: 'fcra', number: '010170123', validFrom: '2022-01-01', validUntil: '' },
      ],
    });
  });

  it('refuses a bad PAN and a registration ending before it starts, saving nothing', async () => {
    const sent = recordSettingsPuts();
    const { user } = await openSettings();
    const panel = await openPanel(user, 'Trust registrations');
    replaceText(within(panel).getByLabelText('PAN'), 'AAAT1234');
    replaceText(within(panel).getByLabelText('Privacy contact (email)'), 'privacy at trust');
    fireEvent.change(within(panel).getAllByLabelText('Valid until')[0]!, {
      target: { value: '2020-01-01' },
    });

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await within(panel).findByText(
        'Enter a PAN of 5 letters, 4 digits and a letter, like AAATR1234K',
      ),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText('A registration cannot end before it starts'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says what is wrong with the PAN in Urdu for an admin working in Urdu', async () => {
    recordSettingsPuts();
    openAdminInUrdu('/admin/settings');
    await screen.findByRole('heading', { name: 'ترتیبات', level: 1 });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const panel = await openPanel(user, 'ٹرسٹ کی رجسٹریشنز');
    replaceText(within(panel).getByLabelText('پین (PAN)'), 'AAAT1234');

    await user.click(screen.getByRole('button', { name: 'محفوظ کریں' }));

    await waitFor(() =>
      expect(
        within(panel).getByText('پین درج کریں: 5 حروف، 4 ہندسے اور ایک حرف، جیسے AAATR1234K'),
      ).toBeInTheDocument(),
    );
  });
});
