import type { ListEnvelope } from '@contract/common';
import {
  STATUS_ALL,
  type AdminListQuery,
  type Testimonial,
  type TestimonialBody,
  type TestimonialPatch,
} from '@contract/content';
import { baseApi, LIST_ID, TAG } from '@/shared/api';

/** docs/product.md §9: the public testimonials list loads five at a time. */
const TESTIMONIALS_PAGE_SIZE = 5;

export const testimonialApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/testimonials?page={n}&limit=5, one page per fetch; each page is appended. */
    getTestimonialPages: build.infiniteQuery<ListEnvelope<Testimonial>, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.metadata.hasNext ? last.metadata.page + 1 : undefined),
      },
      query: ({ pageParam }) => ({
        url: 'testimonials',
        params: { page: pageParam, limit: TESTIMONIALS_PAGE_SIZE },
      }),
      providesTags: (result) => [
        ...(result?.pages ?? []).flatMap((page) =>
          page.data.map(({ id }) => ({ type: TAG.Testimonial, id })),
        ),
        { type: TAG.Testimonial, id: LIST_ID },
      ],
    }),
    /** GET /api/v1/testimonials?page&limit&status=all: a page of the admin's list, drafts too. */
    getAdminTestimonials: build.query<ListEnvelope<Testimonial>, AdminListQuery>({
      query: ({ page, limit, urdu }) => ({
        url: 'testimonials',
        params: { page, limit, urdu, status: STATUS_ALL },
      }),
      providesTags: (answer) => [
        ...(answer?.data ?? []).map(({ id }) => ({ type: TAG.Testimonial, id })),
        { type: TAG.Testimonial, id: LIST_ID },
      ],
    }),
    /** GET /api/v1/testimonials/{id}?status=all: one, draft or not, for its edit screen. */
    getTestimonial: build.query<Testimonial, number>({
      query: (id) => ({ url: `testimonials/${id}`, params: { status: STATUS_ALL } }),
      providesTags: (_result, _error, id) => [{ type: TAG.Testimonial, id }],
    }),
    /** POST /api/v1/testimonials, JSON: name, video. */
    addTestimonial: build.mutation<Testimonial, TestimonialBody>({
      query: (body) => ({ url: 'testimonials', method: 'POST', body }),
      invalidatesTags: [{ type: TAG.Testimonial, id: LIST_ID }],
    }),
    /** PATCH /api/v1/testimonials/{id}, JSON: the fields sent change. */
    editTestimonial: build.mutation<Testimonial, { id: number; changes: TestimonialPatch }>({
      query: ({ id, changes }) => ({ url: `testimonials/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: TAG.Testimonial, id },
        { type: TAG.Testimonial, id: LIST_ID },
      ],
    }),
    /** PUT /api/v1/testimonials/order: `{ids}`, every testimonial in its new order. */
    orderTestimonials: build.mutation<void, number[]>({
      query: (ids) => ({ url: 'testimonials/order', method: 'PUT', body: { ids } }),
      // Refused or not, the list is read again: it is what the server holds.
      invalidatesTags: [{ type: TAG.Testimonial, id: LIST_ID }],
    }),
    /** DELETE /api/v1/testimonials/{id} */
    deleteTestimonial: build.mutation<void, number>({
      query: (id) => ({ url: `testimonials/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: TAG.Testimonial, id },
        { type: TAG.Testimonial, id: LIST_ID },
      ],
    }),
  }),
});

/** What the public pages read. */
export const { useGetTestimonialPagesInfiniteQuery } = testimonialApi;

/** What the admin reads and changes. */
export const {
  useGetAdminTestimonialsQuery,
  useGetTestimonialQuery,
  useAddTestimonialMutation,
  useEditTestimonialMutation,
  useDeleteTestimonialMutation,
  useOrderTestimonialsMutation,
} = testimonialApi;
