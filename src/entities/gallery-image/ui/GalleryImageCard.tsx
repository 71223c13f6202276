import { useLayoutEffect, useRef, useState, type HTMLAttributes } from 'react';
import type { GalleryImage } from '@contract';
import './GalleryImageCard.css';

type GalleryImageCardProps = HTMLAttributes<HTMLDivElement> & { image: GalleryImage };

/**
 * A gallery photo that fades in once loaded. The server's HTML shows it plainly (so it appears
 * without waiting for scripts); once mounted, a photo still loading is hidden until it arrives.
 * Extra props (react-slick hands each slide a style and a tabIndex) land on the outer element.
 */
export function GalleryImageCard({ image, className, ...rest }: GalleryImageCardProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [loading, setLoading] = useState(false);

  // Before the browser paints, so a photo still on its way never flashes in half-drawn.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && !(element.complete && element.naturalWidth > 0)) setLoading(true);
  }, []);

  return (
    <div {...rest} className={['gallery-image-card', className].filter(Boolean).join(' ')}>
      <img
        ref={ref}
        className="gallery-image-card__image"
        src={image.image}
        alt={image.name}
        loading="lazy"
        decoding="async"
        style={loading ? { opacity: 0 } : undefined}
        onLoad={() => setLoading(false)}
      />
    </div>
  );
}
