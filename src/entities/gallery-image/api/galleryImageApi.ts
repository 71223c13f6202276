import { LIMITS, type GalleryImage } from '@contract';
import { baseApi, LIST_ID, TAG } from '@/shared/api';

export const galleryImageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/images: the public gallery, newest first. */
    getGalleryImages: build.query<GalleryImage[], void>({
      query: () => 'images',
      providesTags: (list) => [
        ...(list ?? []).map(({ id }) => ({ type: TAG.GalleryImage, id })),
        { type: TAG.GalleryImage, id: LIST_ID },
      ],
    }),
    /** GET /api/v1/images?limit=100: the admin's list. */
    getAdminGalleryImages: build.query<GalleryImage[], void>({
      query: () => ({ url: 'images', params: { limit: LIMITS.pageLimit } }),
      providesTags: (list) => [
        ...(list ?? []).map(({ id }) => ({ type: TAG.GalleryImage, id })),
        { type: TAG.GalleryImage, id: LIST_ID },
      ],
    }),
    /** POST /api/v1/images, multipart: `image` once per file. */
    uploadGalleryImages: build.mutation<GalleryImage[], File[]>({
      query: (files) => {
        const body = new FormData();
        for (const file of files) body.append('image', file);
        return { url: 'images', method: 'POST', body };
      },
      invalidatesTags: [{ type: TAG.GalleryImage, id: LIST_ID }],
    }),
    /** DELETE /api/v1/images/{id} */
    deleteGalleryImage: build.mutation<void, number>({
      query: (id) => ({ url: `images/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: TAG.GalleryImage, id },
        { type: TAG.GalleryImage, id: LIST_ID },
      ],
    }),
  }),
});

export const {
  useGetGalleryImagesQuery,
  useGetAdminGalleryImagesQuery,
  useUploadGalleryImagesMutation,
  useDeleteGalleryImageMutation,
} = galleryImageApi;
