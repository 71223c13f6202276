export {
  galleryImageApi,
  useDeleteGalleryImageMutation,
  useGetAdminGalleryImagesQuery,
  useGetGalleryImagesQuery,
  useUploadGalleryImagesMutation,
} from './api/galleryImageApi';
export { GalleryImageCard } from './ui/GalleryImageCard';
