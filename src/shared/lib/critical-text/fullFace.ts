import { CRITICAL_FACE_ATTRIBUTE } from '@contract/pages';

/*
 * While a page's critical face stands in (`<html data-critical-face>`), the full Nastaliq face
 * is neither used nor fetched, so the first paint never waits for it. It is attached once the
 * page has loaded and the browser is idle: fetched first, then used, so the text it takes over
 * (drawn the same) never flashes. A page whose text changes before then (another page, the
 * other language) lets the critical face go at once: it can draw only its own first screen.
 */

const standsIn = () =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute(CRITICAL_FACE_ATTRIBUTE);

/** From here on every Urdu text is drawn with the full face. */
export function releaseCriticalFace(): void {
  if (standsIn()) document.documentElement.removeAttribute(CRITICAL_FACE_ATTRIBUTE);
}

/** The full face's family (src/app/styles/urdu.css). */
const FULL_FACE_FAMILY = "'Noto Nastaliq Urdu'";

/** A character of the Urdu face's range: loading it fetches that face, not the rest of the script. */
const URDU_SAMPLE = '\u06D2';

function whenLoadedAndIdle(run: () => void) {
  // Safari has no requestIdleCallback.
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 2000 })
      : setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Fetches the full face after `load`, when the browser is idle, then lets the critical face go. */
export function attachFullFaceWhenIdle(): void {
  if (!standsIn()) return;
  whenLoadedAndIdle(() => {
    if (!standsIn()) return;
    document.fonts
      .load(`1em ${FULL_FACE_FAMILY}`, URDU_SAMPLE)
      // Should it fail, the first screen keeps the face that draws it.
      .then(releaseCriticalFace, () => undefined);
  });
}
