import type { Page } from '@playwright/test';

/**
 * Holds back a deferred home section's code (`home-gallery`, `home-testimonials`, …) until the
 * returned function is called: what a person does on the server's markup meanwhile happens, for
 * certain, before the code is there. Call before the page is opened.
 */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  let deliver: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  await page.route(new RegExp(`/${name}\\.[0-9a-f]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return deliver;
}
