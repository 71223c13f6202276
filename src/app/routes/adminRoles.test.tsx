import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { API_PREFIX } from '@/shared/config';
import { ME_URL, meOf } from '@/test/mocks/session';
import {
  findHeading,
  mockServer,
  renderWithProviders,
  signedInAs,
  useScreenWidth,
} from '@/test/app';

/* What each role sees of the admin (docs/product.md §6): the menu, the home, the screens. */

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(90_000);

const GIFT_REQUEST = new RegExp(`${API_PREFIX}/(projects/[^/]+/donations|donations/)`);
const AUDIT_REQUEST = new RegExp(`${API_PREFIX}/audit`);

/** The API paths the app asked for, from now on. */
function watchRequests() {
  const paths: string[] = [];
  mockServer.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
  return paths;
}

function openAs(role: Parameters<typeof signedInAs>[0], route: string, language?: 'en' | 'ur') {
  return renderWithProviders(undefined, { route, preloadedState: signedInAs(role, language) });
}

async function menuLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Admin menu' }, { timeout: 40_000 });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

async function expectNotAvailable() {
  expect(
    await screen.findByRole(
      'heading',
      { name: 'Not available for your role', level: 1 },
      { timeout: 40_000 },
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'Your role on the team does not include this screen. Ask an Owner if you need it.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the admin home' })).toHaveAttribute(
    'href',
    '/admin',
  );
}

describe('an Editor', () => {
  // The menu shows in the sider of a wide screen.
  useScreenWidth(1280);

  it('finds no gift, audit or team entry in the menu or on the home screen', async () => {
    const requests = watchRequests();
    openAs('editor', '/admin');

    await findHeading('Welcome to the Admin Panel');
    expect(await menuLinks()).toEqual([
      'Home',
      'Gallery',
      'Partners',
      'Highlights',
      'News',
      'News Logos',
      'Testimonials',
      'Projects',
      'Documents',
      'Settings',
      'Bin',
      'My account',
    ]);
    // What lacks Urdu is theirs to fix; the gifts and who changed what are not.
    expect(
      await screen.findByRole('heading', { name: 'Still to put into Urdu', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Gifts waiting for confirmation')).not.toBeInTheDocument();
    expect(screen.queryByText('Gifts by purpose')).not.toBeInTheDocument();
    expect(screen.queryByText('Latest changes')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Form 10BD/ })).not.toBeInTheDocument();
    expect(requests.filter((path) => GIFT_REQUEST.test(path) || AUDIT_REQUEST.test(path))).toEqual(
      [],
    );
  });

  it.each([
    ['a project’s gifts', '/admin/projects/ramadan-ration-kits/donations'],
    ['a receipt', '/admin/receipts/1'],
    ['the team', '/admin/team'],
  ])(
    'typing the address of %s reads "Not available for your role", never its data',
    async (_, route) => {
      const requests = watchRequests();
      const { user, router } = openAs('editor', route);

      await expectNotAvailable();
      expect(requests.filter((path) => GIFT_REQUEST.test(path) || path.endsWith('/team'))).toEqual(
        [],
      );

      await user.click(screen.getByRole('link', { name: 'Back to the admin home' }));
      await findHeading('Welcome to the Admin Panel');
      expect(router.state.location.pathname).toBe('/admin');
    },
  );

  it('sees the projects with their totals but no link to their gifts', async () => {
    openAs('editor', '/admin/projects/list');

    await findHeading('Projects');
    expect(await screen.findByText('Ramadan Ration Kits')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Donations: / })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Edit / }).length).toBeGreaterThan(0);
  });

  it('reads "not available" in Urdu, right to left', async () => {
    openAs('editor', '/admin/projects/ramadan-ration-kits/donations', 'ur');

    expect(
      await screen.findByRole(
        'heading',
        { name: 'یہ آپ کے کردار کے لیے دستیاب نہیں', level: 1 },
        { timeout: 40_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'ٹیم میں آپ کے کردار میں یہ اسکرین شامل نہیں۔ اگر آپ کو اس کی ضرورت ہو تو کسی مالک سے کہیں۔',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ایڈمن ہوم پر واپس جائیں' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('Accounts', () => {
  useScreenWidth(1280);

  it('sees the gifts on the home screen and the projects list, without changing a project', async () => {
    openAs('accounts', '/admin/projects/list');

    await findHeading('Projects');
    expect((await screen.findAllByRole('link', { name: /^Donations: / })).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark completed/ })).not.toBeInTheDocument();
    expect(await menuLinks()).not.toContain('Team');
  });

  it('reads the partners without Add, Edit or Delete, and cannot open an add screen', async () => {
    const { unmount } = openAs('accounts', '/admin/partners/list');
    await findHeading('Partners');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    unmount();

    openAs('accounts', '/admin/partners/add');
    await expectNotAvailable();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('finds the gifts waiting and the totals on the home screen', async () => {
    openAs('accounts', '/admin');

    await findHeading('Welcome to the Admin Panel');
    expect(
      await screen.findByRole('heading', { name: 'Gifts waiting for confirmation', level: 2 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Latest changes', level: 2 }),
    ).toBeInTheDocument();
  });
});

describe('a session stored before roles existed', () => {
  it('shows only that the role is being checked until users/me answers, then the screen', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockServer.use(
      http.get(ME_URL, async ({ request }) => {
        await answered;
        return HttpResponse.json(meOf(request));
      }),
    );
    openAs('editor', '/admin/projects/ramadan-ration-kits/donations');

    expect(
      await screen.findByText('Checking what your role allows…', undefined, { timeout: 40_000 }),
    ).toBeInTheDocument();
    await delay(300);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    answer();
    await expectNotAvailable();
  });
});

describe('a refusal for the role (403)', () => {
  it('shows the server’s message, in the language it came in', async () => {
    const languages: (string | null)[] = [];
    mockServer.use(
      http.get(`*${API_PREFIX}/urdu-missing`, ({ request }) => {
        languages.push(request.headers.get('Accept-Language'));
        return HttpResponse.json(
          { statusCode: 403, error: 'Forbidden', message: 'یہ آپ کے کردار کے لیے دستیاب نہیں' },
          { status: 403 },
        );
      }),
    );
    const { store } = openAs('editor', '/admin', 'ur');

    expect(
      await screen.findByText('یہ آپ کے کردار کے لیے دستیاب نہیں', undefined, { timeout: 40_000 }),
    ).toBeInTheDocument();
    expect(languages[0]).toBe('ur');
    // Refused, not signed out.
    expect(store.getState().session.token).not.toBeNull();
  });
});
