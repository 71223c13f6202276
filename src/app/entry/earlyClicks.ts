import { EARLY_CLICKS_GLOBAL } from '@contract';

declare global {
  // Written by the server's boot loader (server/pages/pageBoot.ts) before any app code runs.
  var __earlyClicks: HTMLElement[] | null | undefined;
}

/** Taken from the boot loader, waiting for the page to be hydrated. */
let pending: HTMLElement[] = [];

/**
 * Takes the buttons a person pressed on the server's markup before the app ran, and stops the
 * boot loader keeping more: React answers the presses that come once it is hydrating.
 */
export function takeEarlyClicks(): void {
  pending = globalThis[EARLY_CLICKS_GLOBAL] ?? [];
  globalThis[EARLY_CLICKS_GLOBAL] = null;
}

/**
 * Presses them again once the page is hydrated (before, React would hydrate the part but drop
 * the press): each button once (a second press was most likely "nothing happened, try again"),
 * in the order first pressed, if still on the page.
 */
export function replayEarlyClicks(): void {
  const buttons = new Set(pending);
  pending = [];
  for (const button of buttons) {
    if (button.isConnected) button.click();
  }
}
