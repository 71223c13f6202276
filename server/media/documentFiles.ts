import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_MESSAGES, DOCUMENTS_DIR, MAX_DOCUMENT_BYTES } from '@contract/documents';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http';
import { syncFolder, unlinkQuietly, writeFileSafely } from './durableFiles';
import { readParts } from './multipartParts';

/*
 * The trust's documents: PDF files kept under uploads/Documents/, apart from the images (no
 * variants, no re-encoding, ten times the size) and never served but as a download.
 */

/** `<uuid>-<ascii slug>.pdf`: random, and the slug is the name the download is saved under. */
const DOCUMENT_NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([a-z0-9-]{1,60})\.pdf$/;

const PDF_START = Buffer.from('%PDF-');
const PDF_END = Buffer.from('%%EOF');
/** A PDF ends with %%EOF and at most a line break or a little padding after it. */
const END_WINDOW = 1024;

/** Whether the bytes are a PDF: its header first, its end-of-file marker near the end. */
function isPdf(data: Buffer): boolean {
  if (data.length < PDF_START.length + PDF_END.length) return false;
  if (!data.subarray(0, PDF_START.length).equals(PDF_START)) return false;
  return data.subarray(Math.max(0, data.length - END_WINDOW)).includes(PDF_END);
}

/** An ASCII file name from a title: "Annual report 2024-25" → "annual-report-2024-25". */
function downloadSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'document';
}

/** The name a stored document is downloaded as ("annual-report-2024-25.pdf"), or undefined. */
export function downloadNameOf(fileName: string): string | undefined {
  const slug = DOCUMENT_NAME.exec(fileName)?.[2];
  return slug && `${slug}.pdf`;
}

export type DocumentForm = { fields: Record<string, string>; file: Buffer | undefined };

/** Reads POST /documents: text fields trimmed, and one PDF in field `file`, checked by its bytes. */
export async function readDocumentForm(request: FastifyRequest): Promise<DocumentForm> {
  let file: Buffer | undefined;
  const fields = await readParts(request, {
    accepts: (field) => field === 'file',
    fileSize: MAX_DOCUMENT_BYTES,
    tooLarge: DOCUMENT_MESSAGES.tooLarge,
    onFile({ data }) {
      if (file) throw new HttpError(400, 'At most 1 file(s) can be sent at once', 'file');
      if (!isPdf(data)) throw new HttpError(415, DOCUMENT_MESSAGES.notPdf, 'file');
      file = data;
    },
  });
  return { fields, file };
}

export type DocumentStore = {
  folder: string;
  /** Writes the PDF under a new random name (with `title`'s slug) and answers the name. */
  store(data: Buffer, title: string): Promise<string>;
  /** Deletes a stored document; a missing file, or a name the store never makes, is no error. */
  remove(name: string): Promise<void>;
};

export function createDocumentStore(uploadsDir: string): DocumentStore {
  const folder = path.join(uploadsDir, DOCUMENTS_DIR);
  return {
    folder,
    async store(data, title) {
      await mkdir(folder, { recursive: true });
      const name = `${randomUUID()}-${downloadSlug(title)}.pdf`;
      await writeFileSafely(folder, name, data);
      await syncFolder(folder);
      return name;
    },
    async remove(name) {
      if (DOCUMENT_NAME.test(name)) await unlinkQuietly(path.join(folder, name));
    },
  };
}
