import { toFormData } from '@/shared/lib/form-data';
import type { baseApi } from './baseApi';
import { LIST_ID, type TagType } from './tags';

/** What an entity's `injectEndpoints` hands its endpoints to build them. */
export type Build = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];

/**
 * An item's fields (an entity's own type, whose values are texts) and its image as a multipart
 * body, the image under `image`.
 */
export function withImage<Fields>(fields: Fields, image?: File): FormData {
  return toFormData(fields as Parameters<typeof toFormData>[0], image);
}

/** POST `url`, multipart: a new item's fields and its image; its list is asked for again. */
export function addWithImage<Item, Fields>(build: Build, url: string, tag: TagType) {
  return build.mutation<Item, { fields: Fields; image: File }>({
    query: ({ fields, image }) => ({
      url,
      method: 'POST',
      body: withImage(fields, image),
    }),
    invalidatesTags: [{ type: tag, id: LIST_ID }],
  });
}
