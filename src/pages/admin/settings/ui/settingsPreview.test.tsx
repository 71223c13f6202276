import { act, screen, waitFor, within } from '@testing-library/react';
import type { SettingsPreviewMessage } from '@/entities/setting';
import { demoSettingContents, demoSettings } from '@/test/mocks/setting';
import { file, renderWithProviders, screenWidth } from '@/test/app';
import { languageField, openPanel, openSettings, replaceText } from '@/test/app/settingsScreen';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(90_000);

/** A message as a window posts it: from `source`, on this page's origin unless told. */
function receive(data: unknown, source: Window | null, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('settings preview in the admin', () => {
  let screenSize: ReturnType<typeof screenWidth>;
  afterEach(() => screenSize.restore());

  it('renders the home page at 1280x800 with preview=true and hands it the unsaved settings', async () => {
    screenSize = screenWidth(1280);
    const { user } = await openSettings();
    const hero = await openPanel(user, 'Hero Section');
    replaceText(languageField(hero, 'English', 'Heading'), 'A brighter\ntomorrow');
    const logo = await openPanel(user, 'Logo');
    await user.upload(
      within(logo).getByLabelText('Logo image'),
      file('logo.png', 'image/png', 300),
    );

    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    const frame = within(dialog).getByTitle<HTMLIFrameElement>('Preview of the home page');
    expect(frame).toHaveAttribute('src', '/?preview=true');
    expect(frame).toHaveAttribute('width', '1280');
    expect(frame).toHaveAttribute('height', '800');
    expect(frame.style.transform).toMatch(/^scale\(0\.\d+\)$/);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading...');

    // The page in the frame asks for the settings once it listens.
    const page = frame.contentWindow!;
    const posted = jest.spyOn(page, 'postMessage');
    receive({ type: 'settings-preview-request' }, page);

    expect(posted).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'settings-preview' }),
      window.location.origin,
    );
    const message = posted.mock.calls[0]![0] as SettingsPreviewMessage;
    const sentHero = message.settings.find(({ name }) => name === 'hero')?.content;
    expect(sentHero).toMatchObject({ en: { heading: 'A brighter\ntomorrow' } });
    expect(message.logoUrl).toMatch(/^blob:/);

    // Only the frame's own page, on this origin, may end the wait.
    receive({ type: 'settings-preview-ready' }, page, 'https://elsewhere.example');
    receive({ type: 'settings-preview-ready' }, window);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading...');
    receive({ type: 'settings-preview-ready' }, page);
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Preview' })).not.toBeInTheDocument(),
    );
  });

  it('offers no preview on a small screen', async () => {
    screenSize = screenWidth(800);
    await openSettings();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
  });
});

function previewMessage(heading: string): SettingsPreviewMessage {
  const { hero } = demoSettingContents;
  return {
    type: 'settings-preview',
    settings: demoSettings({
      hero: { ...hero, en: { ...hero.en, heading } },
      theme: { color: 'purple' },
    }),
    logoUrl: 'blob:http://localhost/3b1c-logo',
  };
}

/** The header's logo comes first on the page; the footer repeats it. */
function headerLogo() {
  return screen.getAllByRole('img', { name: 'Helping Hands Trust' })[0];
}

function heroHeading() {
  return screen.findByRole('heading', { level: 1 });
}

describe('the home page in preview mode', () => {
  it('shows the settings the admin posts, logo and theme included', async () => {
    const { container } = renderWithProviders(undefined, { route: '/?preview=true' });
    expect(await heroHeading()).toHaveTextContent('Together we canchange lives');

    const replies = jest.spyOn(window, 'postMessage');
    receive(previewMessage('Unsaved\nheading'), window);

    await waitFor(async () => expect(await heroHeading()).toHaveTextContent('Unsavedheading'));
    expect(headerLogo()).toHaveAttribute('src', 'blob:http://localhost/3b1c-logo');
    expect(container.querySelector('.app')).toHaveAttribute('data-theme', 'purple');
    // The admin learns that the preview is on screen.
    expect(replies).toHaveBeenCalledWith(
      { type: 'settings-preview-ready' },
      window.location.origin,
    );
    replies.mockRestore();
  });

  it('ignores settings from another origin', async () => {
    renderWithProviders(undefined, { route: '/?preview=true' });
    await heroHeading();

    receive(previewMessage('From elsewhere'), window, 'https://elsewhere.example');

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await heroHeading()).toHaveTextContent('Together we canchange lives');
  });

  it('ignores them outside preview mode', async () => {
    renderWithProviders(undefined, { route: '/' });
    await heroHeading();

    receive(previewMessage('Not a preview'), window);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await heroHeading()).toHaveTextContent('Together we canchange lives');
    expect(headerLogo()).toHaveAttribute('src', '/default-logo.svg');
  });
});
