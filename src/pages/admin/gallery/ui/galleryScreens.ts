import { LIMITS } from '@contract/common';
import { type GalleryImage, type GalleryImageFields } from '@contract/content';
import { UploadImagesForm } from '@/features/admin/upload-images';
import {
  useDeleteGalleryImageMutation,
  useEditGalleryImageMutation,
  useGetAdminGalleryImagesQuery,
  useOrderGalleryImagesMutation,
} from '@/entities/gallery-image';
import { routePaths } from '@/shared/routes';
import { imageResourceScreens } from '@/widgets/admin/image-resource';

/**
 * The gallery (docs/product.md §2): a grid of images, 3 columns from medium screens, each with ×
 * and a handle to move it (its order on the site); each
 * image's name (its alt text on the site) is edited in English and Urdu.
 */
export const galleryScreens = imageResourceScreens<GalleryImage, GalleryImageFields>({
  texts: 'adminGallery',
  // docs/product.md §8 lists its own wording for a failed gallery delete.
  ownFailureTexts: ['loadFailed', 'deleteFailed'],
  routes: routePaths.adminGallery,
  versions: 'images',
  calls: {
    useList: useGetAdminGalleryImagesQuery,
    useEdit: useEditGalleryImageMutation,
    useDelete: useDeleteGalleryImageMutation,
    useOrder: useOrderGalleryImagesMutation,
  },
  addForm: UploadImagesForm,
  fields: [{ name: 'name', maxLength: LIMITS.name }],
  image: { name: 'image', kind: 'gallery' },
});
