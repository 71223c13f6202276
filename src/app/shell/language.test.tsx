import { act, screen, waitFor, within } from '@testing-library/react';
import { loadTexts } from '@/shared/i18n';
import { replayEarlyClicks, takeEarlyClicks } from '@/shared/lib/lazy-part';
import { demoSettingContents, settingsWith } from '@/test/mocks/setting';
import { mockServer, renderWithProviders } from '@/test/app';

const hero = demoSettingContents.hero;

async function findHero() {
  const heading = await screen.findByRole('heading', { level: 1 });
  return { heading, section: heading.closest('section') as HTMLElement };
}

describe('hero and language', () => {
  it('shows the hero in English with its line breaks, sub-heading and theme colour', async () => {
    mockServer.use(settingsWith({ theme: { color: 'orange' } }));
    renderWithProviders();

    const { heading, section } = await findHero();
    expect(heading).toHaveTextContent('Together we canchange lives');
    expect(heading.querySelectorAll('br')).toHaveLength(1);
    expect(section).toHaveAttribute('id', 'home');
    expect(within(section).getByText(hero.en.subHeading)).toBeInTheDocument();
    expect(section.closest('[data-theme]')).toHaveAttribute('data-theme', 'orange');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('switches to Urdu: content, interface texts, right-to-left document and the lang cookie', async () => {
    const { user } = renderWithProviders();
    await findHero();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'اردو');

    const { heading, section } = await findHero();
    expect(heading).toHaveTextContent('مل کر ہمزندگیاں بدل سکتے ہیں');
    expect(within(section).getByText(hero.ur.subHeading)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'زبان' })).toHaveValue('ur');
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.cookie).toContain('lang=ur');
  });

  it('changes language chosen while the page is still being hydrated once it is, not before', async () => {
    const { user, store } = renderWithProviders();
    const { heading } = await findHero();
    // As the browser entry does before hydrating the server's markup: the header may answer
    // while the parts after it still wait to be compared with it.
    takeEarlyClicks();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'اردو');
    // The Urdu texts have arrived, and still nothing changes under React's comparison: not the
    // stored choice, not a text.
    await act(() => loadTexts('ur'));
    expect(store.getState().language.language).toBe('en');
    expect(heading).toHaveTextContent('Together we canchange lives');

    // As PublicLayout does once the last part is hydrated.
    act(() => replayEarlyClicks());
    await waitFor(() => expect(heading).toHaveTextContent('مل کر ہمزندگیاں بدل سکتے ہیں'));
    expect(store.getState().language.language).toBe('ur');
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
  });

  it('starts in Urdu when Urdu is the stored choice', async () => {
    renderWithProviders(undefined, { preloadedState: { language: { language: 'ur' } } });

    const { heading } = await findHero();
    expect(heading).toHaveTextContent('مل کر ہم');
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('shows the English text where an Urdu field is empty', async () => {
    mockServer.use(settingsWith({ hero: { ...hero, ur: { ...hero.ur, heading: '' } } }));
    renderWithProviders(undefined, { preloadedState: { language: { language: 'ur' } } });

    const { heading, section } = await findHero();
    expect(heading).toHaveTextContent('Together we canchange lives');
    expect(within(section).getByText(hero.ur.subHeading)).toBeInTheDocument();
  });
});
