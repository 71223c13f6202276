import { EARLY_CLICKS_GLOBAL } from '@contract/pages';
import { elementAt, pathWithin } from './islandFocus';

/*
 * Clicks on the server's markup before the code that answers them has run, pressed again once it
 * has. They are kept in two moments, and played by one routine (pressAgain):
 * - Before the app runs, the boot loader (server/pages/pageBoot.ts) keeps the buttons pressed.
 *   The page is then hydrated in place, so the same elements are pressed again once it is
 *   (takeEarlyClicks, replayEarlyClicks).
 * - On a deferred section (DeferredPart) before its code arrived, watchIsland keeps each click on
 *   a control by its place. The section is then rendered afresh, so the control at that place is
 *   pressed, if it still reads the same (rememberClick, replayClicks).
 * Either way each control once (a second press was most likely "nothing happened, try again"), in
 * the order first pressed, and only if it is still on the page.
 */

/** Presses each control once, in the order given, if it is still on the page. */
function pressAgain(controls: Iterable<HTMLElement>): void {
  for (const control of new Set(controls)) {
    if (control.isConnected) control.click();
  }
}

declare global {
  // Written by the server's boot loader (server/pages/pageBoot.ts) before any app code runs.
  var __earlyClicks: HTMLElement[] | null | undefined;
}

/** Taken from the boot loader, waiting for the page to be hydrated. */
let pending: HTMLElement[] = [];
/** Between takeEarlyClicks and replayEarlyClicks: React is comparing the server's markup. */
let hydrating = false;
/** Work that would change what the parts render, held until all of them are hydrated. */
const afterHydration: (() => void)[] = [];

/**
 * Takes the buttons a person pressed on the server's markup before the app ran, and stops the
 * boot loader keeping more: React answers the presses that come once it is hydrating.
 */
export function takeEarlyClicks(): void {
  pending = globalThis[EARLY_CLICKS_GLOBAL] ?? [];
  globalThis[EARLY_CLICKS_GLOBAL] = null;
  hydrating = true;
}

/**
 * Presses them again once the page is hydrated (before, React would hydrate the part but drop
 * the press), then runs the work held by whenHydrated: in the order they came.
 */
export function replayEarlyClicks(): void {
  hydrating = false;
  const buttons = pending;
  pending = [];
  pressAgain(buttons);
  for (const work of afterHydration.splice(0)) work();
}

/** Whether React is comparing the server's markup now (between the two calls above). */
export function isHydrating(): boolean {
  return hydrating;
}

/**
 * Runs `work` now, or, while the page is being hydrated, once it is. For a change every part
 * renders differently (the language): React hydrates the parts one after another, so a part
 * still waiting would render the new language against the server's markup of the old one
 * (React's error 418), and be thrown away and drawn again.
 */
export function whenHydrated(work: () => void): void {
  if (hydrating) afterHydration.push(work);
  else work();
}

/** A click on a deferred section's server markup, kept to be played again once it has rendered. */
export type RememberedClick = { path: number[]; tag: string; label: string };

/** What a click can land on; links among them are the browser's own business. */
const CONTROL = 'a[href], area[href], button, [role="button"]';
const LINK = 'a[href], area[href]';

/** What a person reads on the control: the same words must be there when the click is replayed. */
function labelOf(control: Element): string {
  return (control.getAttribute('aria-label') ?? control.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The control under a click on the server markup, when it is one that does nothing without
 * script. Links navigate and a form's submit button submits on their own, so they are left alone.
 */
export function controlNeedingScript(
  island: Element,
  target: EventTarget | null,
): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const control = target.closest(CONTROL);
  if (!(control instanceof HTMLElement) || !island.contains(control)) return undefined;
  if (control.matches(LINK)) return undefined;
  if (control instanceof HTMLButtonElement) {
    if (control.disabled || (control.type !== 'button' && control.form)) return undefined;
  }
  return control;
}

export function rememberClick(island: Element, control: Element): RememberedClick | undefined {
  const path = pathWithin(island, control);
  return path && { path, tag: control.tagName, label: labelOf(control) };
}

/**
 * Presses the controls at the remembered places in the rendered section. One rendered
 * differently (a visitor who prefers reduced motion gets Play where the server wrote Pause) is
 * not clicked: the person meant the control they saw.
 */
export function replayClicks(root: Element, clicks: RememberedClick[]): void {
  pressAgain(
    clicks.flatMap(({ path, tag, label }) => {
      const control = elementAt(root, path);
      const same = control instanceof HTMLElement && control.tagName === tag;
      return same && labelOf(control) === label ? [control] : [];
    }),
  );
}
