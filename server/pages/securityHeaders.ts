import { UPLOAD_URL_PREFIX } from '@contract/uploads';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BOOT_SCRIPT_SOURCE } from './pageBoot';

/*
 * Headers on every answer: pages, API, assets, uploads, errors and 404s alike (an onSend hook
 * sees them all). The policy lists only what the site really loads:
 * - scripts from the site alone, and inline only the one boot loader of server-rendered pages,
 *   allowed by its hash (see pageBoot.ts; the server's state travels as JSON, not code);
 * - styles may be inline: antd writes its CSS into <style> tags at run time, and components
 *   set style attributes (progress widths, the preview's scale);
 * - images from the site, data: URLs (antd's icons and placeholders), blob: URLs (the admin's
 *   preview of a chosen file before upload) and i.ytimg.com (YouTube stills shown before a
 *   testimonial plays);
 * - frames: the testimonial players (YouTube's privacy-enhanced host and Vimeo) and the site
 *   itself (the settings preview frames the home page);
 * - no plugins, no <base>, forms post to the site only.
 */

type Directives = Record<string, string[]>;

const SITE: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", BOOT_SCRIPT_SOURCE],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
  'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

const CONTENT_SECURITY_POLICY = serialise(SITE);

/**
 * The home page as the settings preview asks for it (`/?preview=true`) may be framed, by the
 * site's own admin only. Every other page refuses any frame.
 */
const PREVIEW_CONTENT_SECURITY_POLICY = serialise({
  ...SITE,
  'frame-ancestors': ["'self'"],
});

/** Stored files are data, never a page: no scripts, no styles, and a unique origin. */
const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/**
 * An SVG answer (a project's UPI QR code) is an image: should one ever be opened as a page, no
 * script runs in it; its own inline styles may apply.
 */
const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

export const HSTS = 'max-age=31536000';

function policyFor(request: FastifyRequest): string {
  const [pathname = '', query = ''] = request.url.split('?', 2);
  if (pathname.startsWith(`${UPLOAD_URL_PREFIX}/`)) return UPLOAD_CONTENT_SECURITY_POLICY;
  if (pathname === '/' && new URLSearchParams(query).get('preview') === 'true') {
    return PREVIEW_CONTENT_SECURITY_POLICY;
  }
  return CONTENT_SECURITY_POLICY;
}

export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const svg = String(reply.getHeader('content-type') ?? '').startsWith('image/svg+xml');
      reply
        .header('Content-Security-Policy', svg ? SVG_CONTENT_SECURITY_POLICY : policyFor(request))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Referrer-Policy', 'strict-origin-when-cross-origin');
      // Only an answer that arrived over TLS may pin TLS; behind a proxy, TRUST_PROXY lets
      // request.protocol read its X-Forwarded-Proto.
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      return payload;
    });
  },
  { name: 'security-headers' },
);
