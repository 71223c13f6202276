import type { Page, Request } from '@playwright/test';
import type { Project } from '@contract/content';
import { signIn } from './support/admin';
import { axeViolations, revealWholePage } from './support/axe';
import { expect, test } from './support/test';

/*
 * WCAG 2.2 AA, as axe-core checks it: every public page in both languages and every admin
 * screen, with every rule on. One test per language (and one for the admin) keeps the run short.
 */

type IdList = { id: number }[];

async function firstProject(page: Page, status: 'active' | 'completed'): Promise<string> {
  const answer = await page.request.get(`/api/v1/projects?status=${status}&limit=1`);
  const { data } = (await answer.json()) as { data: Project[] };
  return data[0]!.projectId;
}

async function firstId(page: Page, url: string): Promise<number> {
  const body = (await (await page.request.get(url)).json()) as IdList | { data: IdList };
  return (Array.isArray(body) ? body : body.data)[0]!.id;
}

/** The page is drawn and still: nothing loading, no transition half way (axe reads colours). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-skeleton, [aria-busy="true"]')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .length,
      ),
    )
    .toBe(0);
}

async function expectNoViolations(page: Page, path: string): Promise<void> {
  await settle(page);
  // Soft: one run lists what every page still lacks.
  expect.soft(await axeViolations(page), `axe on ${path}`).toEqual([]);
}

for (const language of ['en', 'ur'] as const) {
  test(`every public page passes axe in ${language === 'en' ? 'English' : 'Urdu'}`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    const project = await firstProject(page, 'active');
    const activity = await firstProject(page, 'completed');
    const paths = [
      '/',
      '/contact-us',
      '/transparency',
      `/projects/${project}`,
      `/activities/${activity}`,
      '/privacy-policy',
      '/privacy',
      '/terms-conditions',
      '/refund-policy',
      '/no-such-page',
    ];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await revealWholePage(page);
      await expectNoViolations(page, path);
    }

    // The phone layout, with its menu open.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await page.locator('.site-header__menu-button').click();
    await expectNoViolations(page, '/ (mobile menu open)');
  });
}

/** Each kind of content's screens: its list, its add form and (given an id) its edit form. */
async function screensOf(page: Page, list: string, base: string, idFrom?: string) {
  const screens = [list, `${base}/add`];
  if (idFrom) screens.push(`${base}/${await firstId(page, idFrom)}/edit`);
  return screens;
}

// In groups, so each stays well inside its time on a busy machine (antd pages are heavy to scan).
const ADMIN_GROUPS: Record<string, (page: Page) => Promise<string[]>> = {
  'home, gallery, partners and highlights': async (page) => [
    '/admin',
    ...(await screensOf(page, '/admin/images/list', '/admin/images', '/api/v1/images')),
    ...(await screensOf(page, '/admin/partners/list', '/admin/partners', '/api/v1/partners')),
    ...(await screensOf(page, '/admin/highlights/list', '/admin/highlights', '/api/v1/highlights')),
  ],
  'news, news logos and testimonials': async (page) => [
    ...(await screensOf(page, '/admin/news/list', '/admin/news', '/api/v1/news?limit=100')),
    ...(await screensOf(page, '/admin/news/logos', '/admin/news/logos', '/api/v1/news/logos')),
    ...(await screensOf(
      page,
      '/admin/testimonials/list',
      '/admin/testimonials',
      '/api/v1/testimonials?limit=100',
    )),
  ],
  'projects, donations and the team': async (page) => {
    const project = await firstProject(page, 'active');
    return [
      '/admin/projects/list',
      '/admin/projects/add',
      `/admin/projects/${project}/edit`,
      `/admin/projects/${project}/donations`,
      // The Owner's (docs/product.md §6); the test admin is an Owner.
      '/admin/team',
    ];
  },
};

/**
 * Moves the admin app to `path` through its own router, as the admin moves between screens: the
 * admin's scripts and styles load once per group, as in a session, instead of once per screen
 * (a full page load was half of each screen's time). Resolves once the screen's heading has
 * replaced `leaving`, the one before, and the requests the move started have had 500 ms of quiet
 * (the `networkidle` a page load gets).
 */
async function moveTo(page: Page, path: string, leaving: string): Promise<void> {
  // Requests the previous screen started may end during the move: only the move's own count.
  const inFlight = new Set<Request>();
  let quietSince = Date.now();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => {
    if (inFlight.delete(request)) quietSince = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(leaving);
    await expect.poll(() => inFlight.size === 0 && Date.now() - quietSince >= 500).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

test.describe(() => {
  test.use({ signedIn: true });
  for (const language of ['en', 'ur'] as const) {
    for (const [group, screens] of Object.entries(ADMIN_GROUPS)) {
      const inUrdu = language === 'ur' ? ' in Urdu' : '';
      test(`the admin screens pass axe${inUrdu}: ${group}`, async ({ page, context, baseURL }) => {
        test.setTimeout(180_000);
        await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
        let heading = '';
        for (const path of await screens(page)) {
          if (heading) await moveTo(page, path, heading);
          else await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          heading = await page.getByRole('heading', { level: 1 }).innerText();
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expectNoViolations(page, `${path}${inUrdu}`);
        }
      });
    }
  }
});

for (const language of ['en', 'ur'] as const) {
  const inUrdu = language === 'ur' ? ' in Urdu' : '';
  const preview = language === 'ur' ? 'پیش نظارہ' : 'Preview';
  test(`the admin sign-in and settings pass axe${inUrdu}, with every panel and the preview open`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const speak = (value: string) => context.addCookies([{ name: 'lang', value, url: baseURL! }]);
    await speak(language);
    await page.goto('/admin/login');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The sign-in is a lazy chunk: on a busy machine the network is quiet before it is drawn.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expectNoViolations(page, `/admin/login${inUrdu}`);
    // signIn fills the English form; then on in the language under test.
    await speak('en');
    await signIn(page);
    await speak(language);

    await page.goto('/admin/settings');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const closed = page.locator('.ant-collapse-header[aria-expanded="false"]');
    await expect(closed.first()).toBeVisible();
    while ((await closed.count()) > 0) await closed.first().click();
    await expectNoViolations(page, `/admin/settings${inUrdu} (every panel open)`);

    await page.getByRole('button', { name: preview, exact: true }).click();
    await expect(page.getByRole('dialog', { name: preview })).toBeVisible();
    // The page in the frame keeps loading images as it goes; its own load is enough.
    await expect(page.getByRole('dialog').getByRole('status')).toHaveCount(0);
    expect
      .soft(await axeViolations(page), `axe on /admin/settings${inUrdu} (preview open)`)
      .toEqual([]);
  });
}
