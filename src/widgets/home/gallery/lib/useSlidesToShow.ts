import { useEffect, useState } from 'react';

/** docs/product.md §9: 4 slides from 1024 px, 2 from 640 px, 1 below. Widest first. */
const STEPS = [
  { query: '(min-width: 1024px)', slides: 4 },
  { query: '(min-width: 640px)', slides: 2 },
] as const;
const NARROWEST = 1;
/** What the server renders and the browser hydrates with, before the width is known. */
const FIRST_RENDER = 4;

/**
 * How many slides fit the viewport. react-slick 0.31's own `responsive` option applies its
 * breakpoints only on a later resize, never on load, so the width is read here instead.
 */
export function useSlidesToShow(): number {
  const [slides, setSlides] = useState<number>(FIRST_RENDER);
  useEffect(() => {
    const media = STEPS.map((step) => ({ ...step, list: window.matchMedia(step.query) }));
    const update = () => setSlides(media.find(({ list }) => list.matches)?.slides ?? NARROWEST);
    update();
    for (const { list } of media) list.addEventListener('change', update);
    return () => {
      for (const { list } of media) list.removeEventListener('change', update);
    };
  }, []);
  return slides;
}
