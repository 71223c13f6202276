import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { releaseCriticalFace } from './fullFace';

/**
 * Lets the critical face go as soon as the page shows other text than its first screen's:
 * another page, or the other language (before the browser paints it).
 */
export function useCriticalFaceRelease(language: string): void {
  const { pathname } = useLocation();
  const first = useRef({ pathname, language });
  useLayoutEffect(() => {
    if (pathname !== first.current.pathname || language !== first.current.language) {
      releaseCriticalFace();
    }
  }, [pathname, language]);
}
