import { screen, waitFor, within } from '@testing-library/react';
import { demoSettingContents, settingsWith } from '@/test/mocks/setting';
import { mockServer, renderWithProviders } from '@/test/app';

const urdu = { preloadedState: { language: { language: 'ur' as const } } };

/** The page's sections by their headings, once it has rendered its title. */
async function findPage(title: string) {
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  const main = heading.closest('main') as HTMLElement;
  const sections = within(main)
    .getAllByRole('heading', { level: 2 })
    .map((section) => section.textContent);
  return { page: within(main), sections };
}

const withPrivacyContact = (privacyContact: string) =>
  settingsWith({ trust: { ...demoSettingContents.trust, privacyContact } });

describe('the donors’ data page (/privacy)', () => {
  it('says what is kept, why, how long, who sees it, the rights and whom to write to', async () => {
    mockServer.use(withPrivacyContact('privacy@example.org'));
    renderWithProviders(undefined, { route: '/privacy' });

    const { page, sections } = await findPage('Your data');
    expect(sections).toEqual([
      'What we keep',
      'Why we keep it',
      'How long we keep it',
      'Who can see it',
      'A copy, a correction or erasure',
      'Whom to write to',
    ]);
    expect(
      page.getByText(/^What Helping Hands Trust keeps about the people who give/),
    ).toBeVisible();
    const kept = within(page.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(kept).toEqual([
      expect.stringMatching(/^your name, and how you chose to be shown/),
      expect.stringMatching(/^the amount, the date, what it is for/),
      expect.stringMatching(
        /email address, phone number, PAN \(or another ID\) and postal address/,
      ),
      expect.stringMatching(/reference number \(UTR\)/),
      expect.stringMatching(/^whether you asked for updates on the project, and the language/),
    ]);
    expect(page.getByText(/Form 10BD/)).toBeVisible();
    expect(page.getByText(/at least 8 years/)).toBeVisible();
    expect(page.getByText(/Editors, who keep the site’s pages, never see them/)).toBeVisible();
    expect(page.getByText(/erase them/)).toBeVisible();
    expect(page.getByRole('link', { name: 'privacy@example.org' })).toHaveAttribute(
      'href',
      'mailto:privacy@example.org',
    );
    expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await waitFor(() => expect(document.title).toBe('Your data | Helping Hands Trust'));
  });

  it("names the site's email when the trust has no privacy contact", async () => {
    renderWithProviders(undefined, { route: '/privacy' });

    const { page } = await findPage('Your data');
    expect(page.getByRole('link', { name: 'support@example.org' })).toHaveAttribute(
      'href',
      'mailto:support@example.org',
    );
  });

  it('says it all in Urdu, with the contact from the setting', async () => {
    mockServer.use(withPrivacyContact('privacy@example.org'));
    renderWithProviders(undefined, { route: '/privacy', ...urdu });

    const { page, sections } = await findPage('آپ کی معلومات');
    expect(sections).toEqual([
      'ہم کیا رکھتے ہیں',
      'ہم یہ کیوں رکھتے ہیں',
      'ہم اسے کب تک رکھتے ہیں',
      'اسے کون دیکھ سکتا ہے',
      'نقل، درستی یا حذف',
      'کسے لکھیں',
    ]);
    expect(page.getByText(/^ہیلپنگ ہینڈز ٹرسٹ عطیہ دینے والوں کے بارے میں/)).toBeVisible();
    expect(page.getByText(/کم از کم 8 سال/)).toBeVisible();
    expect(page.getByText(/مدیر انہیں کبھی نہیں دیکھتے/)).toBeVisible();
    expect(page.getByRole('link', { name: 'privacy@example.org' })).toHaveAttribute('dir', 'ltr');
    expect(page.getByRole('link', { name: 'رازداری کی پالیسی' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    await waitFor(() => expect(document.title).toBe('آپ کی معلومات | ہیلپنگ ہینڈز ٹرسٹ'));
  });

  it('is linked from the footer and from the privacy policy, which it links back to', async () => {
    const { user } = renderWithProviders(undefined, { route: '/privacy-policy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

    const policy = screen.getByRole('main');
    await user.click(within(policy).getByRole('link', { name: 'How we keep your details' }));
    await findPage('Your data');

    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Your data' }),
    );
    await findPage('Your data');
  });
});
