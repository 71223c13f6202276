import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
// The axe-core that @axe-core/playwright itself runs (its dependency, the one copy installed).
import { source as axeSource, type AxeResults } from 'axe-core';

/** One line per failing node: rule, impact, where, and axe's own summary of what is wrong. */
function describe(violations: AxeResults['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${
          node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help
        }`,
    ),
  );
}

type AxeWindow = {
  axe?: {
    configure: (spec: object) => void;
    run: (context: Document, options: object) => Promise<AxeResults>;
  };
};

/**
 * Every axe rule (WCAG 2.2 A/AA and best practices) over the whole page as it stands; what
 * fails, as readable lines. Empty means the page passes.
 *
 * The same axe-core and the same rules as `new AxeBuilder({ page }).analyze()`. On a page
 * without frames, `axe.run` in the page gives the very same results at a third of the cost:
 * AxeBuilder injects axe twice and opens a blank page to merge the results. A page with a
 * frame (the settings preview) gets AxeBuilder's way, which reaches into every frame.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (page.frames().length > 1) {
    return describe((await new AxeBuilder({ page }).analyze()).violations);
  }
  if (await page.evaluate(() => (window as AxeWindow).axe === undefined)) {
    await page.evaluate(axeSource);
    await page.evaluate(() =>
      (window as AxeWindow).axe!.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    );
  }
  const { violations } = await page.evaluate(() => (window as AxeWindow).axe!.run(document, {}));
  return describe(violations);
}

/**
 * Scrolls to the bottom a screen at a time, so sections rendered on approach (lazy images,
 * deferred widgets) are on the page when axe reads it, then back to the top.
 */
export async function revealWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}
