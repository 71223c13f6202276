import { STATUS_ALL } from '@contract/content';
import type { TrustDocument, TrustDocumentFields, TrustDocumentPatch } from '@contract/documents';
import { baseApi, listTags, TAG } from '@/shared/api';
import { toFormData } from '@/shared/lib/form-data';
import { documentListTag } from './documentApi';

/*
 * The admin's writes, apart from the list: the public pages import the list's module, and
 * this one only reaches the admin's chunks.
 */
export const documentAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/documents?status=all: the admin's list, drafts and scheduled ones too. */
    getAdminDocuments: build.query<TrustDocument[], void>({
      query: () => ({ url: 'documents', params: { status: STATUS_ALL } }),
      providesTags: (list) => listTags(TAG.TrustDocument, list, 'id'),
    }),
    addDocument: build.mutation<TrustDocument, { fields: TrustDocumentFields; file: File }>({
      query: ({ fields, file }) => ({
        url: 'documents',
        method: 'POST',
        body: toFormData(fields, file, 'file'),
      }),
      invalidatesTags: [documentListTag],
    }),
    /** PATCH /api/v1/documents/{id}, JSON: the texts and publishing sent change; the file stays. */
    editDocument: build.mutation<TrustDocument, { id: number; changes: TrustDocumentPatch }>({
      query: ({ id, changes }) => ({ url: `documents/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: TAG.TrustDocument, id },
        documentListTag,
      ],
    }),
    deleteDocument: build.mutation<void, number>({
      query: (id) => ({ url: `documents/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: TAG.TrustDocument, id }, documentListTag],
    }),
  }),
});

export const {
  useAddDocumentMutation,
  useDeleteDocumentMutation,
  useEditDocumentMutation,
  useGetAdminDocumentsQuery,
} = documentAdminApi;
