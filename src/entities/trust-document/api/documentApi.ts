import type { TrustDocument, TrustDocumentFields } from '@contract';
import { baseApi, LIST_ID, TAG } from '@/shared/api';
import { toFormData } from '@/shared/lib/form-data';

const listTag = { type: TAG.TrustDocument, id: LIST_ID };

/** /api/v1/documents: the trust's PDFs. Added as multipart (field `file`). */
export const documentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.query<TrustDocument[], void>({
      query: () => 'documents',
      providesTags: (list) => [
        ...(list ?? []).map(({ id }) => ({ type: TAG.TrustDocument, id })),
        listTag,
      ],
    }),
    addDocument: build.mutation<TrustDocument, { fields: TrustDocumentFields; file: File }>({
      query: ({ fields, file }) => ({
        url: 'documents',
        method: 'POST',
        body: toFormData(fields, file, 'file'),
      }),
      invalidatesTags: [listTag],
    }),
    deleteDocument: build.mutation<void, number>({
      query: (id) => ({ url: `documents/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: TAG.TrustDocument, id }, listTag],
    }),
  }),
});

export const { useGetDocumentsQuery, useAddDocumentMutation, useDeleteDocumentMutation } =
  documentApi;
