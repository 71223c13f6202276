import type { Highlight, HighlightFields } from '@contract';
import { baseApi, imageResourceEndpoints, TAG } from '@/shared/api';

export const highlightApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    // /api/v1/highlights; multipart fields: heading, subHeading, image.
    const highlights = imageResourceEndpoints<Highlight, HighlightFields>(
      build,
      'highlights',
      TAG.Highlight,
    );
    return {
      getHighlights: highlights.list,
      addHighlight: highlights.add,
      editHighlight: highlights.edit,
      deleteHighlight: highlights.remove,
    };
  },
});

export const {
  useGetHighlightsQuery,
  useAddHighlightMutation,
  useEditHighlightMutation,
  useDeleteHighlightMutation,
} = highlightApi;
