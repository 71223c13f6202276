import { elementAt, pathWithin } from './islandFocus';

/** A click on the server markup, kept to be played again once the section has rendered. */
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
 * The controls at the remembered places in the rendered section. One rendered differently (a
 * visitor who prefers reduced motion gets Play where the server wrote Pause) is not clicked:
 * the person meant the control they saw.
 */
export function controlsToClick(root: Element, clicks: RememberedClick[]): HTMLElement[] {
  return clicks.flatMap(({ path, tag, label }) => {
    const control = elementAt(root, path);
    const same = control instanceof HTMLElement && control.tagName === tag;
    return same && labelOf(control) === label ? [control] : [];
  });
}
