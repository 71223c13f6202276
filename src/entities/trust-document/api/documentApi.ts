import type { TrustDocument } from '@contract/documents';
import { baseApi, LIST_ID, listTags, TAG } from '@/shared/api';

export const documentListTag = { type: TAG.TrustDocument, id: LIST_ID };

/** GET /api/v1/documents: the trust's PDFs, which the public transparency page prefetches. */
export const documentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.query<TrustDocument[], void>({
      query: () => 'documents',
      providesTags: (list) => listTags(TAG.TrustDocument, list, 'id'),
    }),
  }),
});

export const { useGetDocumentsQuery } = documentApi;
