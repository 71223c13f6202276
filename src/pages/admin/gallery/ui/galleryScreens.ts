import { LIMITS, type GalleryImage, type GalleryImageFields } from '@contract';
import { UploadImagesForm } from '@/features/admin/upload-images';
import {
  useDeleteGalleryImageMutation,
  useEditGalleryImageMutation,
  useGetAdminGalleryImagesQuery,
} from '@/entities/gallery-image';
import { routePaths } from '@/shared/routes';
import { imageResourceScreens } from '@/widgets/admin/image-resource';

/**
 * The gallery (SPEC.md §2): a grid of images, 3 columns from medium screens, each with ×; each
 * image's name (its alt text on the site) is edited in English and Urdu.
 */
export const galleryScreens = imageResourceScreens<GalleryImage, GalleryImageFields>({
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
  form: {
    fields: [{ name: 'name', label: 'adminGallery.name', maxLength: LIMITS.name }],
    imageLabel: 'adminGallery.image',
    kind: 'gallery',
    editHeading: 'adminGallery.editHeading',
    editPath: routePaths.adminGalleryEdit,
    useEdit: useEditGalleryImageMutation,
  },
});
