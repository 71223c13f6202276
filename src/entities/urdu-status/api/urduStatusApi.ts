import type { UrduMissingCounts } from '@contract/content';
import { baseApi, LIST_ID, TAG } from '@/shared/api';

/** Every kind of content with Urdu: a change to any of them may change the counts. */
const CONTENT_TAGS = [
  TAG.GalleryImage,
  TAG.Partner,
  TAG.Highlight,
  TAG.NewsLogo,
  TAG.News,
  TAG.Testimonial,
  TAG.Project,
].map((type) => ({ type, id: LIST_ID }));

const urduStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/urdu-missing: how many items of each section lack Urdu (needs the token). */
    getUrduMissing: build.query<UrduMissingCounts, void>({
      query: () => 'urdu-missing',
      providesTags: CONTENT_TAGS,
    }),
  }),
});

export const { useGetUrduMissingQuery } = urduStatusApi;
