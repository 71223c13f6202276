import type { ListEnvelope } from '@contract/common';
import type { Testimonial } from '@contract/content';
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
  }),
});

/** What the public pages read (the admin's calls: testimonialAdminApi.ts). */
export const { useGetTestimonialPagesInfiniteQuery } = testimonialApi;
