/* The trust's documents (annual reports, audited accounts). */

export {
  DOCUMENTS_DIR,
  DOCUMENT_KINDS,
  DOCUMENT_MESSAGES,
  DOCUMENT_MIME,
  MAX_DOCUMENT_BYTES,
  checkDocumentFile,
  documentUrl,
} from './documentRules';
export type { DocumentKind } from './documentRules';
export {
  TrustDocument,
  TrustDocumentFields,
  TrustDocumentList,
  TrustDocumentPatch,
} from './documents';
