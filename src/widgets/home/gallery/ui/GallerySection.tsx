import { useTranslation } from 'react-i18next';
import { useGetGalleryImagesQuery } from '@/entities/gallery-image';
import { shownBy } from '@/entities/setting';
import { useLogFailure } from '@/shared/lib/log-failure';
import { SkeletonList } from '@/shared/ui/skeleton';
import { GalleryCarousel } from './GalleryCarousel';
import './GallerySection.css';

/** docs/product.md §9: seven image placeholders while the gallery loads. */
const SKELETON_COUNT = 7;

function Gallery() {
  const { t } = useTranslation();
  const { data: images = [], error, isLoading } = useGetGalleryImagesQuery();

  useLogFailure('gallery', error);

  if (!isLoading && images.length === 0) return null;
  return (
    <section className="section gallery-section" aria-label={t('gallerySection.label')}>
      <div className="container">
        {isLoading ? (
          <SkeletonList
            count={SKELETON_COUNT}
            className="skeleton--image"
            label={t('gallerySection.loading')}
          />
        ) : (
          <GalleryCarousel images={images} />
        )}
      </div>
    </section>
  );
}

/** The photo carousel, when the gallery is switched on and has photos. */
export const GallerySection = shownBy('gallery', Gallery);
