import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_URL_PREFIX } from '@contract/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { answerNotModified, donorsOwn, errorBody } from '../http';
import { pageBody } from './pageCache';
import { precompressed } from './precompressed';
import { pageRenderer } from './ssr';

/*
 * The built SPA, served by a few lines of our own rather than @fastify/static, whose
 * content-disposition dependency is ESM-only and cannot be loaded by jest on Node 20.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT = 'The web app is not built yet. Run `npm run build`, then reload this page.';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

function pathnameOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '';
}

/** How much of an unknown path a 404 repeats: enough to recognise it, not a reflected megabyte. */
const ECHOED_PATH_CHARS = 200;

function echoedPath(request: FastifyRequest): string {
  const pathname = pathnameOf(request);
  return pathname.length > ECHOED_PATH_CHARS
    ? `${pathname.slice(0, ECHOED_PATH_CHARS)}…`
    : pathname;
}

function answersJson(request: FastifyRequest): boolean {
  const pathname = pathnameOf(request);
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname.startsWith(`${UPLOAD_URL_PREFIX}/`) ||
    (request.method !== 'GET' && request.method !== 'HEAD')
  );
}

/** The file a URL path names inside `root`, or undefined (outside it, hidden, or not a file). */
async function fileWithin(root: string, urlPath: string) {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (relative.includes('\0')) return undefined;
  const segments = relative.split(/[\\/]+/).filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return undefined;
  const file = path.resolve(root, ...segments);
  if (!file.startsWith(root + path.sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : undefined;
}

type Found = NonNullable<Awaited<ReturnType<typeof fileWithin>>>;

async function sendFile(request: FastifyRequest, reply: FastifyReply, found: Found, cache: string) {
  const type = CONTENT_TYPES[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream';
  reply.header('Cache-Control', cache).header('X-Content-Type-Options', 'nosniff');
  // The build's .br/.gz beside a text file: compressed once, at the highest level.
  const variant = await precompressed(found.file, request.headers['accept-encoding']);
  if (variant.vary) reply.header('Vary', 'Accept-Encoding');
  // A validator makes "no-cache" cheap: the browser revalidates and usually gets a 304. Weak,
  // as it stands for every encoding of the file.
  const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
  if (answerNotModified(request, reply, etag)) return reply.send();
  const sent = variant.file ?? found;
  if (variant.encoding) reply.header('Content-Encoding', variant.encoding);
  return reply
    .header('Content-Type', type)
    .header('Content-Length', sent.size)
    .send(createReadStream(sent.file));
}

/**
 * A donor's own page, opened by the link in their mail (a receipt): rendered in the browser
 * only, never kept by a cache, never indexed.
 */
const isDonorsOwn = (pathname: string) => /^\/(receipt|my-receipts|unsubscribe)\//.test(pathname);

/** The admin and a donor's own pages are rendered in the browser only: the plain shell. */
function rendersOnServer(request: FastifyRequest): boolean {
  const pathname = pathnameOf(request);
  return pathname !== '/admin' && !pathname.startsWith('/admin/') && !isDonorsOwn(pathname);
}

type SpaOptions = {
  clientDir: string;
  /** The server renderer (build/server/render.js); pages are client-rendered without it. */
  renderBundle?: string;
  /** PUBLIC_URL, for the absolute links in rendered pages. */
  publicUrl?: string | undefined;
};

/**
 * Files of the built SPA (content-hashed assets cached for a year, the rest revalidated), and
 * for every other page path the page rendered on the server (public pages), or index.html
 * where the SPA renders in the browser (the admin, or when no renderer is built). Unknown API
 * paths answer a JSON 404.
 */
export const spaPlugin = fp<SpaOptions>(
  async (app, { clientDir, renderBundle, publicUrl }) => {
    const root = path.resolve(clientDir);
    const renderer = renderBundle
      ? pageRenderer(app, path.resolve(renderBundle), { publicUrl })
      : undefined;
    const assets = path.join(root, 'assets') + path.sep;
    const indexFile = path.join(root, 'index.html');

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (answersJson(request)) return reply.callNotFound();
      const found = await fileWithin(root, pathnameOf(request));
      if (!found) return reply.callNotFound();
      return sendFile(
        request,
        reply,
        found,
        found.file.startsWith(assets) ? IMMUTABLE : 'no-cache',
      );
    });

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (answersJson(request)) {
        return reply
          .status(404)
          .send(errorBody(404, `Nothing at ${request.method} ${echoedPath(request)}`));
      }
      const index = await stat(indexFile).catch(() => undefined);
      if (!index?.isFile()) {
        return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      }
      if (renderer && rendersOnServer(request)) {
        const page = await renderer.render(request, { file: indexFile, mtimeMs: index.mtimeMs });
        if (page) {
          if (page.languageCookie) reply.header('Set-Cookie', page.languageCookie);
          reply
            .header('Cache-Control', 'no-cache')
            // The same URL renders in the language of the cookie or of Accept-Language.
            .header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
          if (page.status === 200 && answerNotModified(request, reply, page.etag)) {
            return reply.send();
          }
          // Compressed once per kept page, not once per visit.
          const { body, encoding } = pageBody(page, request.headers['accept-encoding']);
          if (encoding) reply.header('Content-Encoding', encoding);
          return reply
            .status(page.status)
            .header('Content-Type', 'text/html; charset=utf-8')
            .header('X-Content-Type-Options', 'nosniff')
            .send(body);
        }
      }
      const found = { file: indexFile, size: index.size, mtimeMs: index.mtimeMs };
      if (isDonorsOwn(pathnameOf(request))) {
        donorsOwn(reply);
        return sendFile(request, reply, found, 'no-store');
      }
      return sendFile(request, reply, found, 'no-cache');
    });
  },
  { name: 'spa' },
);
