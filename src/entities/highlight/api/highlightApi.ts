import type { Highlight, HighlightFields } from '@contract';
import { baseApi, LIST_ID, TAG } from '@/shared/api';
import { toFormData } from '@/shared/lib/form-data';

export const highlightApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/highlights */
    getHighlights: build.query<Highlight[], void>({
      query: () => 'highlights',
      providesTags: (list) => [
        ...(list ?? []).map(({ id }) => ({ type: TAG.Highlight, id })),
        { type: TAG.Highlight, id: LIST_ID },
      ],
    }),
    /** POST /api/v1/highlights, multipart: heading, subHeading, image. */
    addHighlight: build.mutation<Highlight, { fields: HighlightFields; image: File }>({
      query: ({ fields, image }) => ({
        url: 'highlights',
        method: 'POST',
        body: toFormData(fields, image),
      }),
      invalidatesTags: [{ type: TAG.Highlight, id: LIST_ID }],
    }),
    /** PATCH /api/v1/highlights/{id}, multipart: the fields sent change; image only when new. */
    editHighlight: build.mutation<
      Highlight,
      { id: number; fields: Partial<HighlightFields>; image?: File }
    >({
      query: ({ id, fields, image }) => ({
        url: `highlights/${id}`,
        method: 'PATCH',
        body: toFormData(fields, image),
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: TAG.Highlight, id },
        { type: TAG.Highlight, id: LIST_ID },
      ],
    }),
    /** DELETE /api/v1/highlights/{id} */
    deleteHighlight: build.mutation<void, number>({
      query: (id) => ({ url: `highlights/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: TAG.Highlight, id },
        { type: TAG.Highlight, id: LIST_ID },
      ],
    }),
  }),
});

export const {
  useGetHighlightsQuery,
  useAddHighlightMutation,
  useEditHighlightMutation,
  useDeleteHighlightMutation,
} = highlightApi;
