/*
 * The trust's documents (issue 13: annual reports, audited accounts) as plain constants and
 * checks, free of the schema library like rules.ts, so the web app can use them.
 */

export const DOCUMENT_KINDS = ['annualReport', 'auditedAccounts', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A PDF may be far larger than an image: a scanned set of accounts runs to megabytes. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_MIME = 'application/pdf';

/** Folder under `uploads/` and path segment under `/user/upload/`; never an image folder. */
export const DOCUMENTS_DIR = 'Documents';

export const DOCUMENT_MESSAGES = {
  notPdf: 'Only PDF files are allowed.',
  tooLarge: 'File size must be 10MB or less',
  year: 'year must be a financial year like 2024-25',
} as const;

/** The SPA's first check of a chosen file; the server decides again from its bytes. */
export function checkDocumentFile(file: {
  type: string;
  size: number;
}): { ok: true } | { ok: false; message: string } {
  if (file.type !== DOCUMENT_MIME) return { ok: false, message: DOCUMENT_MESSAGES.notPdf };
  if (file.size > MAX_DOCUMENT_BYTES) return { ok: false, message: DOCUMENT_MESSAGES.tooLarge };
  return { ok: true };
}

/** Where a stored document is downloaded from. */
export function documentUrl(fileName: string): string {
  return `/user/upload/${DOCUMENTS_DIR}/${fileName}`;
}
