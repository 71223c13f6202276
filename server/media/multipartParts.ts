import { withoutFormatControls } from '@contract/common';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http';

/** A file part, read whole. */
export type FilePart = { field: string; filename: string; data: Buffer };

type PartsOptions = {
  /** Whether a file may come in this field; another is refused (400) before it is read. */
  accepts(field: string): boolean;
  /** The largest file, in bytes (the multipart plugin's own limit when not given). */
  fileSize?: number;
  /** What a file over that size is told (413). */
  tooLarge: string;
  /** Checks and keeps one file; it throws an HttpError to refuse it. */
  onFile(file: FilePart): Promise<void> | void;
  /** Fields read as sent but trimmed, such as a password: they are not text to show. */
  secrets?: readonly string[];
};

function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Reads a multipart request, for the images' forms and the documents' alike: its text fields,
 * without the format characters that make text draw as something else (contract/common/
 * plainText.ts: every text an admin types into content and settings comes this way) and
 * trimmed, and each file handed to `onFile`. A truncated field is refused, an empty file part
 * (what a browser sends for a file input left empty) skipped, and a form the parser cannot read
 * is the client's mistake (400), never a 500.
 */
export async function readParts(
  request: FastifyRequest,
  { accepts, fileSize, tooLarge, onFile, secrets = [] }: PartsOptions,
): Promise<Record<string, string>> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'The request must be multipart/form-data');
  }
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts(fileSize === undefined ? undefined : { limits: { fileSize } });
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        if (part.valueTruncated)
          throw new HttpError(400, `${part.fieldname} is too long`, part.fieldname);
        const plain = secrets.includes(part.fieldname) ? value : withoutFormatControls(value);
        fields[part.fieldname] = plain.trim();
        continue;
      }
      if (!accepts(part.fieldname))
        throw new HttpError(400, `Unexpected file field ${part.fieldname}`, part.fieldname);
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, tooLarge, part.fieldname);
        }
        throw error;
      }
      if (data.length === 0 && part.filename === '') continue;
      await onFile({ field: part.fieldname, filename: part.filename, data });
    }
  } catch (error) {
    if (error instanceof HttpError || isClientError(error)) throw error;
    // busboy's parse errors carry no status: a malformed form is still the client's mistake.
    throw new HttpError(400, 'The form data could not be read');
  }
  return fields;
}
