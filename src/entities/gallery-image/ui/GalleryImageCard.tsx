import { useLayoutEffect, useRef, useState, type HTMLAttributes } from 'react';
import type { GalleryImage } from '@contract/content';
import { useContentAlt } from '@/shared/ui/content-text';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import './GalleryImageCard.css';

type GalleryImageCardProps = HTMLAttributes<HTMLDivElement> & { image: GalleryImage };

/** One slide under 640 px, two from 640 px, four from 1024 px, less the 20 px gaps. */
const GALLERY_SIZES =
  '(min-width: 1200px) 277px, (min-width: 1024px) calc(25vw - 23px), ' +
  '(min-width: 640px) calc(50vw - 26px), calc(100vw - 32px)';

/**
 * A gallery photo that fades in once loaded. The server's HTML shows it plainly (so it appears
 * without waiting for scripts); once mounted, a photo still loading is hidden until it arrives.
 * Extra props (react-slick hands each slide a style and a tabIndex) land on the outer element.
 */
export function GalleryImageCard({ image, className, ...rest }: GalleryImageCardProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [loading, setLoading] = useState(false);
  const alt = useContentAlt()(image, 'name');

  // Before the browser paints, so a photo still on its way never flashes in half-drawn.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && !(element.complete && element.naturalWidth > 0)) setLoading(true);
  }, []);

  return (
    <div {...rest} className={['gallery-image-card', className].filter(Boolean).join(' ')}>
      <ResponsiveImage
        ref={ref}
        className="gallery-image-card__image"
        src={image.image}
        {...alt}
        sizes={GALLERY_SIZES}
        style={loading ? { opacity: 0 } : undefined}
        onLoad={() => setLoading(false)}
      />
    </div>
  );
}
