import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** One line per failing node: rule, impact, where, and axe's own summary of what is wrong. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${
          node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help
        }`,
    ),
  );
}

/**
 * Every axe rule (WCAG 2.2 A/AA and best practices) over the whole page as it stands; what
 * fails, as readable lines. Empty means the page passes.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
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
