import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';
import type { Setting, SettingContents } from '@contract/settings';

/** The admin the Playwright config creates on the test server. */
export const ADMIN = { email: 'e2e-admin@example.org', password: 'e2e admin password' };

const EMPTY_GIF = Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64');

type Fixtures = {
  /** Console errors, page errors and hydration trouble seen so far; must stay empty. */
  pageProblems: string[];
  /** The test starts signed in to the admin (`test.use({ signedIn: true })`). */
  signedIn: boolean;
};

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

type WorkerFixtures = {
  /** The browser storage of an admin signed in through the form: one sign-in per worker. */
  adminSession: () => Promise<StorageState>;
};

declare global {
  // Set by the init script below: React threw the server markup away (a failed hydration).
  var serverMarkupReplaced: boolean | undefined;
}

/**
 * `page.goto` and `page.reload` resolve once a server-rendered page is hydrated (PublicLayout
 * marks `<html data-hydrated>`), not merely loaded: the page's scripts start after its first
 * image (server/pages/pageBoot.ts), so the load event can come before the app runs, and a
 * test acting at once would find controls that do nothing yet, as a person would for a moment.
 * A test that asks for an earlier moment (`waitUntil: 'commit'` or `'domcontentloaded'`) gets it.
 */
function waitForHydrationOnNavigation(page: Page) {
  for (const name of ['goto', 'reload'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    page[name] = (async (...args: unknown[]) => {
      const answer = await navigate(...args);
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object');
      const early = options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded';
      // Pages the server did not render (the admin) have nothing to hydrate.
      if (!early) {
        await page.waitForFunction(
          () =>
            document.getElementById('__PRELOADED_STATE__') === null ||
            document.documentElement.hasAttribute('data-hydrated'),
        );
      }
      return answer;
    }) as Page[typeof name];
  }
}

/**
 * Every test watches the page: a console error, an uncaught error or a hydration that React
 * gave up on fails it. Production React reports a mismatch as an error and then renders the
 * page again from scratch, replacing what the server sent; the observer catches the latter.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  adminSession: [
    async ({ browser }, use, workerInfo) => {
      let session: Promise<StorageState> | undefined;
      await use(() => {
        session ??= (async () => {
          const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
          const page = await context.newPage();
          await page.goto('/admin/login');
          await page.getByLabel('Email').fill(ADMIN.email);
          await page.getByLabel('Password').fill(ADMIN.password);
          await page.getByRole('button', { name: 'Sign In' }).click();
          await expect(page).toHaveURL(/\/admin$/);
          const state = await context.storageState();
          await context.close();
          return state;
        })();
        return session;
      });
    },
    { scope: 'worker' },
  ],
  signedIn: [false, { option: true }],
  storageState: async ({ signedIn, adminSession, storageState }, use) => {
    await use(signedIn ? await adminSession() : storageState);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // The test machine has no internet: other sites (video thumbnails) answer an empty image.
      await page.route(
        (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
        (route) => route.fulfill({ status: 200, contentType: 'image/gif', body: EMPTY_GIF }),
      );
      // Chromium logs a page answered with 404 as a failed resource; that status is the point.
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.status() === 404) {
          notFoundPages.add(response.url());
        }
      });
      page.on('console', (message) => {
        const pageNotFound =
          message.text().startsWith('Failed to load resource') &&
          notFoundPages.has(message.location().url);
        // A resource the test blocks on purpose (`route.abort('blockedbyclient')`, as an ad blocker).
        const blocked = /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT\b/.test(
          message.text(),
        );
        if (pageNotFound || blocked) return;
        if (message.type() === 'error' || /hydrat/i.test(message.text())) {
          problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await page.addInitScript(() => {
        new MutationObserver((records) => {
          for (const record of records) {
            const target = record.target as Element;
            // Client-rendered pages (the admin) replace their loading screen; only server markup counts.
            const serverRendered = document.getElementById('__PRELOADED_STATE__') !== null;
            if (serverRendered && target.id === 'root' && record.removedNodes.length > 0) {
              globalThis.serverMarkupReplaced = true;
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });

      waitForHydrationOnNavigation(page);

      await use(problems);

      const replaced = await page.evaluate(() => globalThis.serverMarkupReplaced === true);
      if (replaced) problems.push('the server-rendered markup was replaced (failed hydration)');
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The settings as the server answers them, by name. */
export async function settingsOf(request: APIRequestContext): Promise<Partial<SettingContents>> {
  const answer = await request.get('/api/v1/settings');
  const list = (await answer.json()) as Setting[];
  return Object.fromEntries(list.map(({ name, content }) => [name, content]));
}
