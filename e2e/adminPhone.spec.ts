import type { Page } from '@playwright/test';
import { ADMIN_SCREEN_GROUPS, settle } from './support/adminScreens';
import { expect, test } from './support/test';

/*
 * The admin at home on a phone (issue 31): every admin screen at 360 × 740, in English and in
 * Urdu. The page never scrolls sideways (a wide table scrolls inside its own box), every control
 * in the page's content, its top bar and its menu can be reached, and each is a target of at
 * least 24 × 24 CSS px (WCAG 2.2, 2.5.8), without the criterion's exceptions.
 */

const PHONE = { width: 360, height: 740 };

/**
 * The screens beyond those the axe run walks through (the settings get every panel open), with
 * the gifts of the seed's project that has a pledge waiting and gifts of every kind.
 */
const MORE_SCREENS = [
  '/admin/projects/ramadan-ration-kits-2026/donations',
  '/admin/documents/list',
  '/admin/documents/add',
  '/admin/account',
];

type Found = { sideways: number; sticking: string[]; small: string[]; unreachable: string[] };

/**
 * What a phone's screen shows wrong: how far the page scrolls sideways and what sticks out, and
 * the controls (in `scope`) smaller than 24 × 24 px or out of reach (past the screen's edge,
 * outside any box that scrolls sideways).
 */
function phoneProblems(page: Page, scope: string): Promise<Found> {
  return page.evaluate((scope) => {
    const { clientWidth, scrollWidth } = document.documentElement;
    const name = (element: Element) =>
      [element.localName, ...[...element.classList].slice(0, 2)].join('.') +
      (element.textContent?.trim() ? ` "${element.textContent.trim().slice(0, 24)}"` : '');
    const past = (element: Element) => {
      const { left, right } = element.getBoundingClientRect();
      return left < -0.5 || right > clientWidth + 0.5;
    };
    const scrollsInside = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (box === document.body) return false;
        if (/auto|scroll/.test(getComputedStyle(box).overflowX)) return true;
      }
      return false;
    };
    // The outermost boxes past the screen's edge that nothing scrolls: where the width comes from.
    const sticking = [...(scrollWidth > clientWidth ? document.body.querySelectorAll('*') : [])]
      .filter((element) => past(element) && !scrollsInside(element))
      .filter((element) => element.parentElement === null || !past(element.parentElement))
      .map(name);

    const controls = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      ...['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'combobox'].map(
        (role) => `[role="${role}"]`,
      ),
    ].join(', ');
    // A control antd draws inside a larger box that takes the tap: a checkbox or a choice in its
    // label, a select's or a date picker's field, a menu entry's link in its row.
    const tapBox = 'label, .ant-select, .ant-picker, [role="menuitem"]';
    const small: string[] = [];
    const unreachable: string[] = [];
    for (const control of document.querySelectorAll(`:is(${scope}) :is(${controls})`)) {
      const visible = control.checkVisibility({ visibilityProperty: true });
      if (!visible || control.matches(':disabled, [aria-disabled="true"]')) continue;
      const box = control.closest(tapBox) ?? control;
      const { width, height } = box.getBoundingClientRect();
      if (width === 0 && height === 0) continue;
      if (width < 23.5 || height < 23.5) {
        small.push(`${name(control)} ${Math.round(width)}×${Math.round(height)}`);
      }
      if (past(box) && !scrollsInside(box)) unreachable.push(name(control));
    }
    return { sideways: scrollWidth - clientWidth, sticking, small, unreachable };
  }, scope);
}

/** Each problem `found` on `where`, as a line of the report. */
function report(where: string, found: Found): string[] {
  return [
    ...(found.sideways > 0
      ? [`${where}: scrolls ${found.sideways} px sideways (${found.sticking.join(', ')})`]
      : []),
    ...found.small.map((control) => `${where}: smaller than 24 × 24 px: ${control}`),
    ...found.unreachable.map((control) => `${where}: out of reach: ${control}`),
  ];
}

/** The screen is drawn and still, the settings with every panel open. */
async function showAll(page: Page, path: string): Promise<void> {
  await settle(page);
  if (path !== '/admin/settings') return;
  const closed = page.locator('.ant-collapse-header[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  await settle(page);
}

test.describe(() => {
  test.use({ signedIn: true, viewport: PHONE });

  for (const language of ['en', 'ur'] as const) {
    const inUrdu = language === 'ur' ? ' in Urdu' : '';
    test(`every admin screen fits a 360 px phone${inUrdu}`, async ({ page, context, baseURL }) => {
      test.setTimeout(300_000);
      await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
      const groups = await Promise.all(Object.values(ADMIN_SCREEN_GROUPS).map((of) => of(page)));
      const screens = [...groups.flat(), ...MORE_SCREENS, '/admin/settings'];
      const problems: string[] = [];
      for (const path of screens) {
        // Each screen loaded afresh, as from a bookmark: it must bring every style it needs.
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await showAll(page, path);
        problems.push(...report(path, await phoneProblems(page, 'main, header, nav')));
      }

      // The menu opens from the top bar, fits, and takes the admin where they choose.
      await page.locator('header button[aria-expanded="false"]').click();
      const menu = page.getByRole('dialog');
      await expect(menu.getByRole('navigation')).toBeVisible();
      await settle(page);
      problems.push(...report('the menu', await phoneProblems(page, '[role="dialog"]')));
      await menu.locator('a[href="/admin/partners/list"]').click();
      await expect(page).toHaveURL(/\/admin\/partners\/list$/);
      await expect(menu).toBeHidden();

      // An item's history opens in a drawer the whole screen wide (issue 31).
      await page
        .locator('main button[aria-label]', { hasText: /^(History|تاریخچہ)$/ })
        .first()
        .click();
      const history = page.getByRole('dialog');
      await expect(
        history.locator('.item-history__versions, .item-history__note').first(),
      ).toBeVisible();
      await settle(page);
      problems.push(...report('an item’s history', await phoneProblems(page, '[role="dialog"]')));

      // A gift's receipt, alone on its page outside the admin's frame, with its toolbar.
      await page.goto(MORE_SCREENS[0]!);
      const receipt = await page
        .locator('a[href^="/admin/receipts/"]')
        .first()
        .getAttribute('href');
      await page.goto(receipt!);
      await expect(page.getByRole('article').getByRole('heading').first()).toBeVisible();
      await settle(page);
      problems.push(...report(receipt!, await phoneProblems(page, 'main')));

      expect(problems).toEqual([]);
    });
  }
});
