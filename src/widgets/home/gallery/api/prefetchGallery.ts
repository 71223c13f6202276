import { galleryImageApi } from '@/entities/gallery-image';
import type { PrefetchAction } from '@/shared/routes';

/** What the gallery's first paint needs in the store. */
export function prefetchGallery(): PrefetchAction[] {
  return [galleryImageApi.endpoints.getGalleryImages.initiate()];
}
