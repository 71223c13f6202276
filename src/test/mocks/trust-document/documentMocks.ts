import { http, HttpResponse } from 'msw';
import { documentUrl, type TrustDocument } from '@contract/documents';
import { API_PREFIX } from '@/shared/config';
import { memoryBackend, published, sentText, sentUrdu } from '@/test/lib';

export const DOCUMENTS_URL = `*${API_PREFIX}/documents`;
const DOCUMENT_URL = `*${API_PREFIX}/documents/:id`;

export const demoDocuments = published<TrustDocument>([
  {
    id: 1,
    year: '2024-25',
    title: 'Annual report 2024-25',
    titleUr: 'سالانہ رپورٹ 2024-25',
    kind: 'annualReport',
    url: documentUrl('0f3c2a1e-9b7d-4c1a-8e2f-5a6b7c8d9e0f-annual-report-2024-25.pdf'),
    size: 250_880,
    createdAt: '2025-06-01T10:00:00.000Z',
  },
  {
    id: 2,
    year: '2023-24',
    title: 'Audited accounts 2023-24',
    titleUr: null,
    kind: 'auditedAccounts',
    url: documentUrl('1a2b3c4d-0000-4000-8000-000000000000-audited-accounts-2023-24.pdf'),
    size: 1_572_864,
    createdAt: '2024-07-01T10:00:00.000Z',
  },
]);

export const documentHandlers = [http.get(DOCUMENTS_URL, () => HttpResponse.json(demoDocuments))];

/** The documents API remembering adds, edits and deletes over a copy of `initial`. */
export function documentBackend(initial: readonly TrustDocument[] = demoDocuments) {
  return memoryBackend<TrustDocument>({
    listUrl: DOCUMENTS_URL,
    itemUrl: DOCUMENT_URL,
    initial,
    create: (fields, id) => ({
      id,
      year: sentText(fields, 'year') ?? '',
      title: sentText(fields, 'title') ?? '',
      titleUr: sentUrdu(fields, 'titleUr', null),
      kind: sentText(fields, 'kind') as TrustDocument['kind'],
      url: documentUrl(`00000000-0000-4000-8000-00000000000${id}-document.pdf`),
      size: typeof fields.file === 'object' ? fields.file.size : 0,
      createdAt: '2025-07-01T10:00:00.000Z',
    }),
    // The admin screen adds and deletes; texts are edited through the API alone.
    update: (item) => item,
  });
}
