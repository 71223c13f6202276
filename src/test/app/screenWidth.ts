import { fixedMediaQuery } from '@/test/lib';

/**
 * jsdom has no layout, so media queries never match (setupTests' matchMedia). This answers
 * `min-width` and `max-width` queries as a window `width` px wide would, until `restore()`.
 */
export function screenWidth(width: number): { restore: () => void } {
  const original = window.matchMedia;
  const originalWidth = window.innerWidth;
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, px]) =>
      bound === 'min' ? width >= Number(px) : width <= Number(px),
    ) && /width/.test(query);
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => fixedMediaQuery(query, matches(query)),
  });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  return {
    restore: () => {
      Object.defineProperty(window, 'matchMedia', { configurable: true, value: original });
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: originalWidth });
    },
  };
}

/** Every test of the enclosing `describe` runs at a window `width` px wide. */
export function useScreenWidth(width: number) {
  let screenSize: ReturnType<typeof screenWidth> | undefined;
  beforeEach(() => {
    screenSize = screenWidth(width);
  });
  afterEach(() => screenSize?.restore());
}
