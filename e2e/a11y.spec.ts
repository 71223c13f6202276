import type { Page } from '@playwright/test';
import { signIn } from './support/admin';
import { ADMIN_SCREEN_GROUPS, firstProject, moveTo, settle } from './support/adminScreens';
import { axeViolations, revealWholePage } from './support/axe';
import { expect, test } from './support/test';

/*
 * WCAG 2.2 AA, as axe-core checks it: every public page in both languages and every admin
 * screen, with every rule on. One test per language (and one for the admin) keeps the run short.
 */

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

test.describe(() => {
  test.use({ signedIn: true });
  // The signed-in page's setup counts too: on a busy machine it has taken over 30 s.
  test.describe.configure({ timeout: 180_000 });
  for (const language of ['en', 'ur'] as const) {
    for (const [group, screens] of Object.entries(ADMIN_SCREEN_GROUPS)) {
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
