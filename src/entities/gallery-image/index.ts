export {
  galleryImageApi,
  useDeleteGalleryImageMutation,
  useEditGalleryImageMutation,
  useGetAdminGalleryImagesQuery,
  useGetGalleryImagesQuery,
  useUploadGalleryImagesMutation,
} from './api/galleryImageApi';
export { GalleryImageCard } from './ui/GalleryImageCard';
