import { toFormData } from '@/shared/lib/form-data';
import type { baseApi } from './baseApi';
import { LIST_ID, type TagType } from './tags';

type Build = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];
type Tag = { type: TagType; id: string | number };

/**
 * The four endpoints of a resource made of fields and one image, as the server's
 * imageResource.ts serves it at `url`: GET the whole list; POST and PATCH multipart (the fields
 * sent change; the image only when new); DELETE. An entity names them in `injectEndpoints`.
 */
export function imageResourceEndpoints<Item extends { id: number }, Fields>(
  build: Build,
  url: string,
  tag: TagType,
  /** What else shows the item and so is asked for again after an edit. */
  alsoEdited: readonly Tag[] = [],
) {
  const listTag = { type: tag, id: LIST_ID };
  const itemTags = (id: number) => [{ type: tag, id }, listTag];
  const body = (fields: Partial<Fields>, image?: File) =>
    toFormData(fields as Record<string, string | undefined>, image);
  return {
    list: build.query<Item[], void>({
      query: () => url,
      providesTags: (list) => [...(list ?? []).map(({ id }) => ({ type: tag, id })), listTag],
    }),
    add: build.mutation<Item, { fields: Fields; image: File }>({
      query: ({ fields, image }) => ({ url, method: 'POST', body: body(fields, image) }),
      invalidatesTags: [listTag],
    }),
    edit: build.mutation<Item, { id: number; fields: Partial<Fields>; image?: File }>({
      query: ({ id, fields, image }) => ({
        url: `${url}/${id}`,
        method: 'PATCH',
        body: body(fields, image),
      }),
      invalidatesTags: (_result, _error, { id }) => [...itemTags(id), ...alsoEdited],
    }),
    remove: build.mutation<void, number>({
      query: (id) => ({ url: `${url}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => itemTags(id),
    }),
  };
}
