import { fireEvent, screen, within } from '@testing-library/react';
import { defaultReceiptWording } from '@contract/settings';
import { signedInAs } from '@/test/app/admin';
import {
  languageField,
  openPanel,
  openSettings,
  recordSettingsPuts,
  replaceText,
} from '@/test/app/settingsScreen';

/* The receipts' legal wording per financial year (the `receipt-wording` setting), an Owner's. */

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(90_000);

const PANEL = 'Receipt wording (tax deduction)';
const [OLD_ACT, NEW_ACT] = defaultReceiptWording().deductions;

const wordingsSent = (sent: ReturnType<typeof recordSettingsPuts>) =>
  sent[0]?.entries.find(({ name }) => name === 'receipt-wording')?.content;

describe('the receipt wording panel of the settings', () => {
  it('lets the Owner edit a wording and add the next year’s, in both languages', async () => {
    const sent = recordSettingsPuts();
    const { user } = await openSettings();
    const panel = await openPanel(user, PANEL);
    const wordings = within(panel);
    expect(wordings.getByText(/\{\{trust\}\} stands for the trust’s name/)).toBeInTheDocument();
    const newAct = wordings.getByRole('group', { name: 'Wording from 2026-27' });
    expect(wordings.getByRole('group', { name: 'Wording from 1962-63' })).toBeInTheDocument();
    expect(languageField(newAct, 'Urdu', 'Section')).toHaveValue(NEW_ACT!.sectionUr);
    expect(languageField(newAct, 'Urdu', 'Section')).toHaveAttribute('dir', 'rtl');
    replaceText(
      languageField(newAct, 'English', 'Sentence on the receipt'),
      'Gifts to {{trust}} are deductible under {{section}}.',
    );

    await user.click(wordings.getByRole('button', { name: 'Add a wording' }));
    const added = wordings.getByRole('group', { name: 'New wording' });
    replaceText(within(added).getByLabelText('From financial year'), '2027-28');
    expect(await wordings.findByRole('group', { name: 'Wording from 2027-28' })).toBe(added);
    replaceText(languageField(added, 'English', 'Section'), 'section 133(1)(b)');
    replaceText(languageField(added, 'Urdu', 'Section'), 'دفعہ 133(1)(b)');
    replaceText(languageField(added, 'English', 'Sentence on the receipt'), 'Deductible.');
    replaceText(languageField(added, 'Urdu', 'Sentence on the receipt'), 'کٹوتی کے قابل۔');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully settings updated!')).toBeInTheDocument();
    // Not a change of where money goes: no password asked.
    expect(sent[0]?.password).toBeNull();
    expect(wordingsSent(sent)).toEqual({
      deductions: [
        OLD_ACT,
        { ...NEW_ACT, text: 'Gifts to {{trust}} are deductible under {{section}}.' },
        {
          fromYear: '2027-28',
          section: 'section 133(1)(b)',
          sectionUr: 'دفعہ 133(1)(b)',
          text: 'Deductible.',
          textUr: 'کٹوتی کے قابل۔',
        },
      ],
    });
  });

  it('refuses a year that is not one, a year twice, a missing Urdu text and an unknown name, saving nothing', async () => {
    const sent = recordSettingsPuts();
    const { user } = await openSettings();
    const panel = await openPanel(user, PANEL);
    const wordings = within(panel);
    const oldAct = wordings.getByRole('group', { name: 'Wording from 1962-63' });
    await user.click(wordings.getByRole('button', { name: 'Add a wording' }));
    const added = wordings.getByRole('group', { name: 'New wording' });
    fireEvent.change(within(added).getByLabelText('From financial year'), {
      target: { value: '2026-27' },
    });
    replaceText(within(oldAct).getByLabelText('From financial year'), '2026-28');
    replaceText(languageField(oldAct, 'Urdu', 'Sentence on the receipt'), ' ');
    replaceText(languageField(added, 'English', 'Sentence on the receipt'), 'For {{trsut}}.');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await within(oldAct).findByText('Enter a financial year like 2026-27'),
    ).toBeInTheDocument();
    expect(within(oldAct).getByText('This field is required')).toBeInTheDocument();
    expect(
      within(added).getByText('A wording from this year is already listed'),
    ).toBeInTheDocument();
    expect(
      within(added).getByText('A text may name only {{trust}} and {{section}}, not {{trsut}}'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows an Editor the wording read-only and leaves it out of the save', async () => {
    const sent = recordSettingsPuts();
    const { user } = await openSettings({ preloadedState: signedInAs('editor') });
    const panel = await openPanel(user, PANEL);
    const newAct = within(panel).getByRole('group', { name: 'Wording from 2026-27' });
    expect(languageField(newAct, 'English', 'Section')).toBeDisabled();
    expect(within(panel).queryByRole('button', { name: 'Add a wording' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully settings updated!')).toBeInTheDocument();
    expect(sent[0]?.entries.map(({ name }) => name)).not.toContain('receipt-wording');
  });
});
