import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_MIME, DOCUMENTS_DIR } from '@contract/documents';
import {
  EXTENSION_BY_TYPE,
  IMAGE_TYPES,
  MIME_BY_TYPE,
  UPLOAD_RULES,
  UPLOAD_URL_PREFIX,
} from '@contract/uploads';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../http';
import { downloadNameOf } from './documentFiles';

const DIRS = new Set<string>(Object.values(UPLOAD_RULES).map((rule) => rule.dir));
const MIME_BY_EXTENSION = new Map<string, string>(
  IMAGE_TYPES.map((type) => [EXTENSION_BY_TYPE[type], MIME_BY_TYPE[type]]),
);
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.([a-z]+)$/;

const UploadParams = Type.Object({
  dir: Type.String({ maxLength: 40 }),
  name: Type.String({ maxLength: 200 }),
});

/**
 * A document is only ever a download: saved under its ASCII name, never shown inline, so a PDF
 * (or whatever a PDF viewer would run) never runs in the site's origin. The sandbox policy the
 * security headers put on every upload keeps it in an origin of its own even if opened.
 */
async function serveDocument(root: string, name: string, reply: FastifyReply) {
  const downloadName = downloadNameOf(name);
  if (!downloadName) throw notFound('File');
  const file = path.join(root, DOCUMENTS_DIR, name);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw notFound('File');
  return reply
    .header('Content-Type', DOCUMENT_MIME)
    .header('Content-Disposition', `attachment; filename="${downloadName}"`)
    .header('Content-Length', info.size)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .send(createReadStream(file));
}

/** Serves stored images; names are checked so no path can leave the uploads folder. */
export function serveUploads(app: FastifyInstance, root: string): void {
  app.get<{ Params: { dir: string; name: string } }>(
    `${UPLOAD_URL_PREFIX}/:dir/:name`,
    { schema: { params: UploadParams, tags: ['uploads'] } },
    async (request, reply) => {
      const { dir, name } = request.params;
      if (dir === DOCUMENTS_DIR) return serveDocument(root, name, reply);
      const extension = SAFE_NAME.exec(name)?.[1];
      const mime = extension ? MIME_BY_EXTENSION.get(extension) : undefined;
      if (!DIRS.has(dir) || !mime) throw notFound('File');
      const file = path.resolve(root, dir, name);
      if (!file.startsWith(root + path.sep)) throw notFound('File');
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) throw notFound('File');
      return reply
        .header('Content-Type', mime)
        .header('Content-Length', info.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file));
    },
  );
}
