import type { GalleryImage } from '@contract';
import { UploadImagesForm } from '@/features/admin/upload-images';
import {
  useDeleteGalleryImageMutation,
  useGetAdminGalleryImagesQuery,
} from '@/entities/gallery-image';
import { routePaths } from '@/shared/routes';
import { imageResourceScreens } from '@/widgets/admin/image-resource';

/** The gallery (SPEC.md §2): a grid of images, 3 columns from medium screens, each with ×. */
export const galleryScreens = imageResourceScreens<GalleryImage>({
  texts: {
    heading: 'adminGallery.heading',
    addHeading: 'adminGallery.addHeading',
    empty: 'adminGallery.empty',
    loadFailed: 'adminGallery.loadFailed',
    // SPEC.md §8 lists this wording for a failed gallery delete.
    deleteFailed: 'adminGallery.deleteFailed',
  },
  listPath: routePaths.adminGallery,
  addPath: routePaths.adminGalleryAdd,
  nameOf: (image) => image.name,
  imageOf: (image) => image.image,
  useList: useGetAdminGalleryImagesQuery,
  useDelete: useDeleteGalleryImageMutation,
  addForm: UploadImagesForm,
});
