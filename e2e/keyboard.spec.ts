import type { Page } from '@playwright/test';
import { holdChunk } from './support/holdChunk';
import { expect, test } from './support/test';

/* WCAG 2.1.1, 2.1.2, 2.4.1, 2.4.3 and 2.4.7 with a real keyboard in a real browser. */

type Stop = { label: string; outlined: boolean; onScreen: boolean };

/**
 * Where focus is now: what it is called, whether it shows a focus ring, whether it is on screen.
 * Measured once the browser has drawn the next frame, as a person sees it: focusing scrolls, and
 * the sections scrolled past are laid out for real (`content-visibility: auto`) in that frame.
 */
function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(async () => {
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
      style.boxShadow !== 'none';
    const box = element.getBoundingClientRect();
    const label =
      element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {
      label: `${element.tagName.toLowerCase()} "${label}"`,
      outlined: ring,
      onScreen: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
    };
  });
}

/**
 * Tabs through the page once round, back to the first stop. Past the last control focus leaves
 * the page for a moment (nothing focused); anywhere else that means focus was lost.
 */
async function tabRound(page: Page, limit = 200): Promise<{ stops: Stop[]; lost: string[] }> {
  const stops: Stop[] = [];
  const lost: string[] = [];
  let previous = 'the start';
  let outside = false;
  for (let index = 0; index < limit; index += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (stop === null) {
      outside = true;
      continue;
    }
    if (stops.length > 0 && stop.label === stops[0]!.label) break;
    if (outside && stops.length > 0) lost.push(`after ${previous}`);
    outside = false;
    previous = stop.label;
    stops.push(stop);
  }
  return { stops, lost };
}

for (const [language, text] of [
  ['en', 'Skip to main content'],
  ['ur', 'مرکزی مواد پر جائیں'],
] as const) {
  test(`the skip link comes first and moves focus to the content (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    await page.goto('/contact-us');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: text });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    // The next Tab continues inside the content, past the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#main') !== null)).toBe(true);
  });
}

test('every control on the home page is reached by Tab and shows a focus ring', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const { stops, lost } = await tabRound(page);

  expect(lost).toEqual([]);
  expect(stops.length).toBeGreaterThan(20);
  expect(stops[0]!.label).toBe('a "Skip to main content"');
  expect(stops.filter((stop) => !stop.outlined || !stop.onScreen)).toEqual([]);
  // In the gallery, Pause comes before the slides and their arrows.
  const labels = stops.map((stop) => stop.label);
  const pause = labels.indexOf('button "Pause"');
  expect(pause).toBeGreaterThan(0);
  expect(pause).toBeLessThan(labels.indexOf('button "Previous"'));
  expect(pause).toBeLessThan(labels.indexOf('button "Next"'));
});

test('a visitor who prefers reduced motion gets a still gallery, with Play to start it', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const gallery = page.getByRole('region', { name: 'Gallery' });
  // The carousel's code loads as it scrolls into view.
  await gallery.scrollIntoViewIfNeeded();
  await expect(gallery.getByRole('button', { name: 'Play' })).toBeVisible();
  const first = await gallery.locator('.slick-active').first().getAttribute('data-index');
  await page.waitForTimeout(2500);
  expect(await gallery.locator('.slick-active').first().getAttribute('data-index')).toBe(first);
});

test('Enter on the gallery Pause button before its code arrives stops the gallery once it has', async ({
  page,
}) => {
  const deliver = await holdChunk(page, 'home-gallery');
  await page.goto('/');
  const gallery = page.getByRole('region', { name: 'Gallery' });
  // The server's markup: the button is there, its code is not.
  await gallery.getByRole('button', { name: 'Pause' }).focus();
  await page.keyboard.press('Enter');
  deliver();

  const play = gallery.getByRole('button', { name: 'Play' });
  await expect(play).toBeFocused();
  const first = await gallery.locator('.slick-active').first().getAttribute('data-index');
  await page.waitForTimeout(2500);
  expect(await gallery.locator('.slick-active').first().getAttribute('data-index')).toBe(first);
  await expect(play).toBeFocused();
});

test('the mobile menu keeps focus inside while open and gives it back on close', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Menu' });
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('link').first()).toBeFocused();

  // However far one tabs, focus stays on the menu's button and entries.
  const entries = await panel.locator('a[href]').count();
  for (let index = 0; index < entries + 3; index += 1) {
    await page.keyboard.press(index % 4 === 3 ? 'Shift+Tab' : 'Tab');
    const inside = await page.evaluate(
      (id) =>
        document.getElementById(id)?.contains(document.activeElement) === true ||
        document.activeElement?.classList.contains('site-header__menu-button') === true,
      (await button.getAttribute('aria-controls'))!,
    );
    expect(inside).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
});

test.describe(() => {
  test.use({ signedIn: true });

  test('the settings preview keeps focus inside while open and gives it back on close', async ({
    page,
  }) => {
    await page.goto('/admin/settings');
    const preview = page.getByRole('button', { name: 'Preview', exact: true });
    await preview.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Preview' });
    await expect(dialog).toBeVisible();
    // As a person would: the preview is built ('Loading...' gone) before they tab into it.
    await expect(dialog.getByText('Loading...')).toBeHidden();

    // Where focus is after each key: the element's tag and whether the dialog holds it.
    const trail: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      await page.keyboard.press(index % 3 === 2 ? 'Shift+Tab' : 'Tab');
      trail.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          const inside = active?.closest('[role="dialog"]') ? 'inside' : 'outside';
          return `${inside}: ${active?.tagName.toLowerCase() ?? 'none'} ${active?.className ?? ''}`;
        }),
      );
    }
    expect(trail.filter((where) => where.startsWith('outside'))).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(preview).toBeFocused();
  });
});
