import { memo, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { elementAt, pathWithin } from './islandFocus';
import type { LazyPart } from './lazyPart';

/** Parts on screen as the server sent them, not loaded yet. */
const waiting = new Set<LazyPart>();

/**
 * Loads every part still showing the server's markup. Before the page changes in a way that
 * markup cannot follow (another language, a settings preview), or it would show stale content.
 */
export function wakeDeferredParts(): Promise<void> {
  return Promise.all([...waiting].map((part) => part.preload())).then(() => undefined);
}

/** React leaves the inside of an element with this alone: the server's markup stays. */
const KEEP_SERVER_MARKUP = { __html: '' };

/**
 * A section the first screen does not need. The server renders it in full; the browser keeps
 * that markup as it is (readable, links working, no script) and fetches the section's code when
 * the section scrolls into view, then renders it afresh over the same markup, keeping keyboard
 * focus where it was and never in the middle of a click. Rendered in the browser without server
 * markup, it loads at once.
 */
export const DeferredPart = memo(function DeferredPart({ part }: { part: LazyPart }) {
  const [loaded, setLoaded] = useState(part.isLoaded);
  const island = useRef<HTMLDivElement>(null);
  const rendered = useRef<HTMLDivElement>(null);
  const focusPath = useRef<number[] | undefined>(undefined);

  useEffect(() => {
    const element = island.current;
    if (loaded || !element) return;
    let arrived = false;
    let pressed = false;
    const swap = () => {
      if (!arrived || pressed) return;
      focusPath.current = pathWithin(element, document.activeElement);
      setLoaded(true);
    };
    const press = () => {
      pressed = true;
    };
    // The click follows the pointer's release in the same task: swap after it.
    const release = () =>
      setTimeout(() => {
        pressed = false;
        swap();
      }, 0);
    element.addEventListener('pointerdown', press);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    const unsubscribe = part.subscribe(() => {
      arrived = true;
      swap();
    });

    let observer: IntersectionObserver | undefined;
    if (!element.hasChildNodes() || typeof IntersectionObserver === 'undefined') {
      void part.preload();
    } else {
      waiting.add(part);
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void part.preload();
      });
      observer.observe(element);
    }
    return () => {
      observer?.disconnect();
      waiting.delete(part);
      unsubscribe();
      element.removeEventListener('pointerdown', press);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
    };
  }, [loaded, part]);

  // Focus moves to the same control in the new markup, before the browser paints.
  useLayoutEffect(() => {
    const path = focusPath.current;
    focusPath.current = undefined;
    const target = loaded && path && rendered.current && elementAt(rendered.current, path);
    // A plain focus: the fresh render may lay out differently, and the control must stay in view.
    if (target instanceof HTMLElement) target.focus();
  }, [loaded]);

  if (loaded) {
    return (
      <div key="loaded" ref={rendered}>
        <Suspense fallback={null}>
          <part.Component />
        </Suspense>
      </div>
    );
  }
  return (
    <div
      key="server-markup"
      ref={island}
      dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
      suppressHydrationWarning
    />
  );
});
