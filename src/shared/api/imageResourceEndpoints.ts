import { STATUS_ALL } from '@contract/content';
import { addWithImage, withImage, type Build } from './addWithImage';
import { baseApi } from './baseApi';
import { LIST_ID, listTags, type TagType } from './tags';

type Tag = { type: TagType; id: string | number };

/**
 * The endpoints of a resource made of fields and one image, as the server's
 * imageResource.ts serves it at `url`: GET the whole list, as the public sees it or, for the
 * admin, with drafts and scheduled items (`?status=all`); POST and PATCH multipart (the fields
 * sent change; the image only when new); DELETE; PUT its order. An entity names them in `injectEndpoints`.
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
  return {
    list: build.query<Item[], void>({
      query: () => url,
      providesTags: (list) => listTags<{ id: number }>(tag, list, 'id'),
    }),
    adminList: build.query<Item[], void>({
      query: () => ({ url, params: { status: STATUS_ALL } }),
      providesTags: (list) => listTags<{ id: number }>(tag, list, 'id'),
    }),
    add: addWithImage<Item, Fields>(build, url, tag),
    edit: build.mutation<Item, { id: number; fields: Partial<Fields>; image?: File }>({
      query: ({ id, fields, image }) => ({
        url: `${url}/${id}`,
        method: 'PATCH',
        body: withImage(fields, image),
      }),
      invalidatesTags: (_result, _error, { id }) => [...itemTags(id), ...alsoEdited],
    }),
    remove: build.mutation<void, number>({
      query: (id) => ({ url: `${url}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => itemTags(id),
    }),
    /** PUT `${url}/order`: every id of the list, in its new order. */
    order: build.mutation<void, number[]>({
      query: (ids) => ({ url: `${url}/order`, method: 'PUT', body: { ids } }),
      // Refused or not, the list is read again: it is what the server holds.
      invalidatesTags: [listTag],
    }),
  };
}

type Hook<Endpoints, Name, Kind extends 'useQuery' | 'useMutation'> = Name extends keyof Endpoints
  ? Kind extends keyof Endpoints[Name]
    ? Endpoints[Name][Kind]
    : never
  : never;

/** The hooks of the admin's list, add, edit and delete, under the names the admin's kit calls them. */
type CallsOf<Api extends { endpoints: object }, One extends string, Many extends string> = {
  useList: Hook<Api['endpoints'], `getAdmin${Many}`, 'useQuery'>;
  useAdd: Hook<Api['endpoints'], `add${One}`, 'useMutation'>;
  useEdit: Hook<Api['endpoints'], `edit${One}`, 'useMutation'>;
  useDelete: Hook<Api['endpoints'], `delete${One}`, 'useMutation'>;
  useOrder: Hook<Api['endpoints'], `order${Many}`, 'useMutation'>;
};

type Endpoints<Item extends { id: number }, Fields> = ReturnType<
  typeof imageResourceEndpoints<Item, Fields>
>;

/** The endpoints under an entity's names, from its singular and plural. */
type Named<
  One extends string,
  Many extends string,
  Five extends Record<'list' | 'adminList' | 'add' | 'edit' | 'remove' | 'order', unknown>,
> = Record<`get${Many}`, Five['list']> &
  Record<`getAdmin${Many}`, Five['adminList']> &
  Record<`add${One}`, Five['add']> &
  Record<`edit${One}`, Five['edit']> &
  Record<`delete${One}`, Five['remove']> &
  Record<`order${Many}`, Five['order']>;

/**
 * An image resource's endpoints (see `imageResourceEndpoints`), injected under its entity's
 * names: `.named('Partner', 'Partners')` gives getPartners, getAdminPartners, addPartner,
 * editPartner, deletePartner and orderPartners, and the admin's hooks as its kit calls them
 * (`calls`).
 */
export function injectImageResource<Item extends { id: number }, Fields>(
  ...args: Parameters<typeof imageResourceEndpoints<Item, Fields>> extends [unknown, ...infer Rest]
    ? Rest
    : never
) {
  return {
    named<One extends string, Many extends string>(one: One, many: Many) {
      const api = baseApi.injectEndpoints({
        endpoints: (build) => {
          const five = imageResourceEndpoints<Item, Fields>(build, ...args);
          return {
            [`get${many}`]: five.list,
            [`getAdmin${many}`]: five.adminList,
            [`add${one}`]: five.add,
            [`edit${one}`]: five.edit,
            [`delete${one}`]: five.remove,
            [`order${many}`]: five.order,
          } as Named<One, Many, Endpoints<Item, Fields>>;
        },
      });
      // Looked up by the names just given; their types follow from `api`'s once One and Many are known.
      const hooks = api.endpoints as unknown as Record<
        string,
        { useQuery?: unknown; useMutation?: unknown }
      >;
      const calls = {
        useList: hooks[`getAdmin${many}`]?.useQuery,
        useAdd: hooks[`add${one}`]?.useMutation,
        useEdit: hooks[`edit${one}`]?.useMutation,
        useDelete: hooks[`delete${one}`]?.useMutation,
        useOrder: hooks[`order${many}`]?.useMutation,
      } as CallsOf<typeof api, One, Many>;
      return { api, calls };
    },
  };
}
