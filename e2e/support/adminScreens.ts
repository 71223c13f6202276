import type { Page, Request } from '@playwright/test';
import type { Project } from '@contract/content';
import { expect } from './test';

/* The admin's screens, as the specs that walk through them all find and reach them. */

type IdList = { id: number }[];

/** The project ID of the first project of `status` the API lists (the seed's newest). */
export async function firstProject(page: Page, status: 'active' | 'completed'): Promise<string> {
  const answer = await page.request.get(`/api/v1/projects?status=${status}&limit=1`);
  const { data } = (await answer.json()) as { data: Project[] };
  return data[0]!.projectId;
}

async function firstId(page: Page, url: string): Promise<number> {
  const body = (await (await page.request.get(url)).json()) as IdList | { data: IdList };
  return (Array.isArray(body) ? body : body.data)[0]!.id;
}

/** The page is drawn and still: nothing loading, no transition half way (axe reads colours). */
export async function settle(page: Page): Promise<void> {
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

/** Each kind of content's screens: its list, its add form and (given an id) its edit form. */
async function screensOf(page: Page, list: string, base: string, idFrom?: string) {
  const screens = [list, `${base}/add`];
  if (idFrom) screens.push(`${base}/${await firstId(page, idFrom)}/edit`);
  return screens;
}

// In groups, so each stays well inside its time on a busy machine (antd pages are heavy to scan).
export const ADMIN_SCREEN_GROUPS: Record<string, (page: Page) => Promise<string[]>> = {
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
  'projects, donations, the bin and the team': async (page) => {
    const project = await firstProject(page, 'active');
    return [
      '/admin/projects/list',
      '/admin/projects/add',
      `/admin/projects/${project}/edit`,
      `/admin/projects/${project}/donations`,
      // Deleted items, kept 30 days (issue 31).
      '/admin/bin',
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
export async function moveTo(page: Page, path: string, leaving: string): Promise<void> {
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
