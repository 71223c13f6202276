/**
 * A multipart/form-data body built at once, as bytes: autocannon takes a finished body per
 * request, and FormData only encodes asynchronously.
 */
import { randomBytes } from 'node:crypto';

export type MultipartFile = { data: Buffer; filename: string; type: string };

export function formBody(
  fields: Record<string, string>,
  files: Record<string, MultipartFile>,
): { body: Buffer; contentType: string } {
  const boundary = `----load${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
