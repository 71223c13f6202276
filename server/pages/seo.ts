import { LANGUAGE_QUERY, LANGUAGES, type Language, type PageMeta } from '@contract/pages';
import type { FastifyRequest } from 'fastify';
import type { PreviewImage } from './seoImage';

/*
 * What link previews and search engines read from a server-rendered page: title, description,
 * canonical URL, language alternates, Open Graph and Twitter tags.
 *
 * A language is addressed by URL with `?lang=`: the plain path is English (the default, and what
 * a crawler without cookies gets), `?lang=ur` is Urdu. The server honours `?lang=` above the
 * cookie and Accept-Language, and sets the cookie, so the visitor stays in that language.
 */

const DESCRIPTION_LENGTH = 160;
const OG_LOCALE: Record<Language, string> = { en: 'en_US', ur: 'ur_PK' };

type PageAddress = {
  /** `https://example.org`, no trailing slash. */
  origin: string;
  /** The page's path, without the query. */
  pathname: string;
  language: Language;
  status: number;
};

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's origin for absolute links: PUBLIC_URL when set (do set it in production), else
 * the host the request was sent to (with the scheme the proxy reports under TRUST_PROXY).
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  // A Host header is the client's to choose; anything odd becomes a harmless placeholder.
  const host = HOST.test(request.host) ? request.host.toLowerCase() : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

/** The address of a page in a language: the plain path for English, `?lang=ur` for Urdu. */
export function pageUrl(origin: string, pathname: string, language: Language): string {
  return `${origin}${pathname}${language === 'en' ? '' : `?${LANGUAGE_QUERY}=${language}`}`;
}

export function escapeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** One line of at most `limit` characters, cut at a word with an ellipsis when longer. */
export function summarise(text: string, limit = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= limit) return line;
  const cut = line.slice(0, limit - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > limit / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

function absoluteImage(image: string, origin: string): string | undefined {
  if (!image) return undefined;
  try {
    const url = new URL(image, `${origin}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeAttribute(content)}"/>`;
const link = (attributes: string) => `<link ${attributes}/>`;

/** og:image with what a preview client needs to lay it out before fetching it. */
function imageTags(preview: PreviewImage, image: string, alt: string): string[] {
  const { width, height, type } = preview;
  return [
    meta('property', 'og:image', image),
    ...(type ? [meta('property', 'og:image:type', type)] : []),
    ...(width && height
      ? [
          meta('property', 'og:image:width', String(width)),
          meta('property', 'og:image:height', String(height)),
        ]
      : []),
    meta('property', 'og:image:alt', alt),
  ];
}

/**
 * The tags for the page's head. A page that does not exist only asks not to be indexed.
 * `preview` is the picture previews show (seoImage.ts), by default the page's own.
 */
export function headTags(
  page: PageMeta,
  address: PageAddress,
  preview: PreviewImage | undefined = page.image ? { url: page.image } : undefined,
): string {
  if (address.status !== 200) return meta('name', 'robots', 'noindex');
  const { origin, pathname, language } = address;
  const url = pageUrl(origin, pathname, language);
  const description = summarise(page.description);
  const image = preview && absoluteImage(preview.url, origin);
  const tags = [
    ...(description ? [meta('name', 'description', description)] : []),
    link(`rel="canonical" href="${escapeAttribute(url)}"`),
    ...LANGUAGES.map((other) =>
      link(
        `rel="alternate" hreflang="${other}" href="${escapeAttribute(pageUrl(origin, pathname, other))}"`,
      ),
    ),
    link(
      `rel="alternate" hreflang="x-default" href="${escapeAttribute(pageUrl(origin, pathname, 'en'))}"`,
    ),
    meta('property', 'og:type', page.type),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:title', page.title),
    ...(description ? [meta('property', 'og:description', description)] : []),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALE[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    ),
    ...(preview && image ? imageTags(preview, image, page.title) : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    ...(description ? [meta('name', 'twitter:description', description)] : []),
    ...(image
      ? [meta('name', 'twitter:image', image), meta('name', 'twitter:image:alt', page.title)]
      : []),
  ];
  return tags.join('');
}
