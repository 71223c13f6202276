export {
  galleryImageApi,
  useDeleteGalleryImageMutation,
  useEditGalleryImageMutation,
  useGetAdminGalleryImagesQuery,
  useGetGalleryImagesQuery,
  useOrderGalleryImagesMutation,
  useUploadGalleryImagesMutation,
} from './api/galleryImageApi';
export { GalleryImageCard } from './ui/GalleryImageCard';
