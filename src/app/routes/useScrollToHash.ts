import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a section that appears only once its list has loaded. */
const WAIT_FOR_TARGET_MS = 5000;

function scrollBehavior(): ScrollBehavior {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}

/** Scrolls to the section and moves keyboard focus there, as a real in-page link would. */
function reveal(target: HTMLElement) {
  target.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Client-side navigation does not scroll by itself: a link such as `/#news` scrolls to its
 * section once it is rendered (from another page too), and a new page starts at the top.
 * Keyed on the location, so choosing the same anchor again scrolls again.
 */
export function useScrollToHash(): void {
  const { pathname, hash, key } = useLocation();
  const lastKey = useRef(key);

  useEffect(() => {
    // Compared by key rather than counted, as StrictMode runs a mount effect twice.
    const arrived = lastKey.current === key;
    lastKey.current = key;
    const id = decodeURIComponent(hash.slice(1));
    if (!id) {
      // On arrival the browser keeps its own position (reload, back); later pages start on top.
      if (!arrived) document.scrollingElement?.scrollTo({ top: 0 });
      return;
    }
    const found = document.getElementById(id);
    if (found) {
      reveal(found);
      return;
    }
    const observer = new MutationObserver(() => {
      const target = document.getElementById(id);
      if (!target) return;
      stop();
      reveal(target);
    });
    const timer = window.setTimeout(() => stop(), WAIT_FOR_TARGET_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash, key]);
}
