import { LIMITS } from '@contract/common';
import { STATUS_ALL, type GalleryImage, type GalleryImageFields } from '@contract/content';
import { baseApi, imageResourceEndpoints, LIST_ID, listTags, TAG } from '@/shared/api';

export const galleryImageApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    // /api/v1/images; an edit's multipart fields: name, nameUr, image.
    const images = imageResourceEndpoints<GalleryImage, GalleryImageFields>(
      build,
      'images',
      TAG.GalleryImage,
    );
    return {
      /** GET /api/v1/images: the public gallery, in its order. */
      getGalleryImages: images.list,
      /** GET /api/v1/images?limit=100&status=all: the admin's list, drafts and schedules too. */
      getAdminGalleryImages: build.query<GalleryImage[], void>({
        query: () => ({ url: 'images', params: { limit: LIMITS.pageLimit, status: STATUS_ALL } }),
        providesTags: (list) => listTags(TAG.GalleryImage, list, 'id'),
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
      /** PATCH /api/v1/images/{id}, multipart: the name in either language. */
      editGalleryImage: images.edit,
      /** DELETE /api/v1/images/{id} */
      deleteGalleryImage: images.remove,
      /** PUT /api/v1/images/order: `{ids}`, every image in its new order. */
      orderGalleryImages: images.order,
    };
  },
});

export const {
  useGetGalleryImagesQuery,
  useGetAdminGalleryImagesQuery,
  useUploadGalleryImagesMutation,
  useEditGalleryImageMutation,
  useDeleteGalleryImageMutation,
  useOrderGalleryImagesMutation,
} = galleryImageApi;
