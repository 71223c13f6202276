import { screen, within } from '@testing-library/react';
import type { Setting } from '@contract/settings';
import { demoSettings } from '@/test/mocks/setting';
import { openPanel, openSettings, recordSettingsPuts } from '@/test/app/settingsScreen';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(90_000);

/** The settings as stored, with the trust's time zone `zone` (issue 31), or none yet. */
const savedWith = (zone?: string) =>
  [
    // The demo's own entry (Asia/Kolkata) taken out: the zone given, or none saved yet.
    ...demoSettings().filter(({ name }) => name !== 'timeZone'),
    ...(zone ? [{ id: 99, name: 'timeZone', content: { zone } }] : []),
  ] as Setting[];

describe('the trust’s time zone', () => {
  it('is Asia/Kolkata until one is saved, and saves the zone chosen', async () => {
    const sent = recordSettingsPuts({ saved: savedWith() });
    const { user } = await openSettings();
    const site = await openPanel(user, 'Organisation');
    const field = within(site).getByRole('combobox', { name: 'Time zone' });
    expect(within(site).getByTitle('Asia/Kolkata')).toBeInTheDocument();
    expect(
      within(site).getByText('Publishing times are entered and shown in this zone.'),
    ).toBeInTheDocument();

    // Typing narrows the list to the one zone.
    await user.type(field, 'Europe/Lon');
    await user.click(await screen.findByTitle('Europe/London'));
    expect(within(site).getByTitle('Europe/London')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully settings updated!')).toBeInTheDocument();
    expect(sent[0]?.entries.find(({ name }) => name === 'timeZone')).toEqual({
      name: 'timeZone',
      content: { zone: 'Europe/London' },
    });
  });

  it('starts from the zone stored', async () => {
    recordSettingsPuts({ saved: savedWith('America/New_York') });
    const { user } = await openSettings();
    const site = await openPanel(user, 'Organisation');
    expect(within(site).getByTitle('America/New_York')).toBeInTheDocument();
  });
});
