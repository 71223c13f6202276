import { screen } from '@testing-library/react';
import { demoAdmin, secondStepHandlers } from '@/test/mocks/session';
import { mockServer, renderWithProviders, signedInAs, useScreenWidth } from '@/test/app';
import { onlyTextsOfSignIn } from '@/test/lib';

/*
 * The sign-in loads only the site's texts and those of the admin's frame (the route table's
 * `adminShell`); the signed-in screens' come later, with the signed-in layout. A key missing at
 * run time shows as the raw key, and the test setup hands every text over up front: here the
 * sign-in and the frame render with only those two parts, as the browser loads them, in English
 * and in Urdu, and no raw key may show.
 */

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(90_000);

const WAIT = { timeout: 40_000 };

/** What reads like a text's key ('adminLayout.title') in the page's text or its labels. */
function rawKeysShown(): string[] {
  const shown: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    shown.push(node.textContent ?? '');
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      shown.push(element.getAttribute(name) ?? '');
    }
  }
  return shown.map((text) => text.trim()).filter((text) => /^[a-z]+[A-Z]?\w*\.\w+$/.test(text));
}

const atSignIn = onlyTextsOfSignIn();

describe.each(['en', 'ur'] as const)('in %s, with only the texts loaded at sign-in', (language) => {
  const signIn = () => atSignIn[language].signIn!;

  it('the sign-in, its messages and its second step show no raw key', async () => {
    mockServer.use(...secondStepHandlers);
    const { user } = renderWithProviders(undefined, {
      route: '/admin/login',
      preloadedState: { language: { language } },
    });
    const submit = await screen.findByRole('button', { name: signIn().submit }, WAIT);
    await user.click(submit);
    expect(await screen.findByText(signIn().emailRequired!)).toBeInTheDocument();
    expect(rawKeysShown()).toEqual([]);

    await user.type(screen.getByPlaceholderText(signIn().emailPlaceholder!), demoAdmin.email);
    await user.type(screen.getByLabelText(signIn().password!), demoAdmin.password);
    await user.click(submit);

    expect(await screen.findByLabelText(signIn().code!)).toBeInTheDocument();
    expect(rawKeysShown()).toEqual([]);
  });

  describe('the signed-in frame', () => {
    // The menu shows in the sider of a wide screen.
    useScreenWidth(1280);

    it('its menu and the admin’s not-found show no raw key', async () => {
      renderWithProviders(undefined, {
        route: '/admin/no-such-screen',
        preloadedState: signedInAs('owner', language),
      });
      const layout = atSignIn[language].adminLayout!;
      expect(await screen.findByRole('navigation', { name: layout.navLabel }, WAIT)).toBeVisible();
      expect(screen.getByRole('link', { name: layout.team })).toBeInTheDocument();
      expect(rawKeysShown()).toEqual([]);
    });

    it('a screen the role may not open shows no raw key', async () => {
      renderWithProviders(undefined, {
        route: '/admin/team',
        preloadedState: signedInAs('editor', language),
      });
      const roles = atSignIn[language].adminRoles!;
      expect(
        await screen.findByRole('heading', { name: roles.notAvailable, level: 1 }, WAIT),
      ).toBeInTheDocument();
      expect(rawKeysShown()).toEqual([]);
    });
  });
});
