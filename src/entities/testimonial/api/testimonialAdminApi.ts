import type { ListEnvelope } from '@contract/common';
import {
  STATUS_ALL,
  type AdminListQuery,
  type Testimonial,
  type TestimonialBody,
  type TestimonialPatch,
} from '@contract/content';
import { baseApi, LIST_ID, TAG } from '@/shared/api';

/*
 * What the admin reads and changes of the testimonials, apart from the public list: the public
 * pages import testimonialApi.ts, and this module only reaches the admin's chunks.
 */
export const testimonialAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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

export const {
  useGetAdminTestimonialsQuery,
  useGetTestimonialQuery,
  useAddTestimonialMutation,
  useEditTestimonialMutation,
  useDeleteTestimonialMutation,
  useOrderTestimonialsMutation,
} = testimonialAdminApi;
