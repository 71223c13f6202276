import type { ComponentProps } from 'react';
import { imageSetOf } from '@contract/uploads';

type Size = { width: number; height: number };

export type ResponsiveImageProps = Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'decoding'
> & {
  src: string;
  alt: string;
  /**
   * How wide the image is drawn, as the `sizes` attribute; a function gets the image's own size
   * (for pictures drawn at a fixed height, such as logos).
   */
  sizes: string | ((size: Size) => string);
  /**
   * The first screen's largest image: fetched at once and ahead of the others, and timed
   * (`elementtiming`): the app starts once it is on screen (server/pages/pageBoot.ts).
   */
  priority?: boolean;
  /**
   * Images on the first screen load eagerly, behind its largest (`priority`), with which they
   * would otherwise share the connection (a logo); the rest wait until the visitor scrolls near.
   */
  eager?: boolean;
  /** The size of an image whose URL does not carry one (the default logo). */
  fallbackSize?: Size;
};

/**
 * An uploaded image with its WebP copies as `srcset` (contract/uploads/imageVariants.ts), its size as
 * `width`/`height` so the page does not shift while it loads, and lazy loading below the fold.
 * Any other URL (a preview, an older upload) is drawn as it is.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  priority = false,
  eager = false,
  fallbackSize,
  ...rest
}: ResponsiveImageProps) {
  const set = imageSetOf(src);
  const size = set ?? fallbackSize;
  const copies = set && set.variants.length > 1 ? set.variants : undefined;
  // The page's boot loader starts the app once the browser reports this one on screen.
  const timing = priority ? { elementtiming: 'first-screen' } : undefined;
  return (
    // Loading hints before the sources: a browser creating the element reads them in order.
    <img
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : eager ? 'low' : undefined}
      decoding="async"
      width={size?.width}
      height={size?.height}
      sizes={copies && size ? (typeof sizes === 'string' ? sizes : sizes(size)) : undefined}
      srcSet={copies?.map((copy) => `${copy.url} ${copy.width}w`).join(', ')}
      src={src}
      alt={alt}
      {...timing}
      {...rest}
    />
  );
}

/** `sizes` for a picture drawn at a fixed height and at most `maxWidth` wide. */
export function fixedHeightSizes(height: number, maxWidth = Infinity) {
  return (size: Size) => `${Math.ceil(Math.min(maxWidth, (height * size.width) / size.height))}px`;
}
