import type { TrustDocument, TrustDocumentFields } from '@contract/documents';
import { baseApi, TAG } from '@/shared/api';
import { toFormData } from '@/shared/lib/form-data';
import { documentListTag } from './documentApi';

/*
 * The admin's writes, apart from the list: the public pages import the list's module, and
 * this one only reaches the admin's chunks.
 */
export const documentAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addDocument: build.mutation<TrustDocument, { fields: TrustDocumentFields; file: File }>({
      query: ({ fields, file }) => ({
        url: 'documents',
        method: 'POST',
        body: toFormData(fields, file, 'file'),
      }),
      invalidatesTags: [documentListTag],
    }),
    deleteDocument: build.mutation<void, number>({
      query: (id) => ({ url: `documents/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: TAG.TrustDocument, id }, documentListTag],
    }),
  }),
});

export const { useAddDocumentMutation, useDeleteDocumentMutation } = documentAdminApi;
