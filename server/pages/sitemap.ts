import { LANGUAGES } from '@contract/pages';
import type { FastifyInstance } from 'fastify';
import { publicAt } from '../publishing';
import { escapeAttribute, pageUrl, siteOrigin } from './seo';

/*
 * /sitemap.xml and /robots.txt, built per request: the project list is one small indexed query,
 * and the origin may be the request's host when PUBLIC_URL is not set.
 */

/** The public pages besides the projects' (docs/product.md §2). */
export const PUBLIC_PAGES = [
  '/',
  '/contact-us',
  '/transparency',
  '/receipts',
  '/privacy-policy',
  '/privacy',
  '/terms-conditions',
  '/refund-policy',
];

/** Where the site links each project: active ones to their project page, completed to activities. */
const PAGE_OF_STATUS = { active: '/projects/', completed: '/activities/' } as const;

function entry(origin: string, pathname: string): string {
  // Each page with its language versions, so a search engine lists the Urdu one too, and the
  // English as the default for other languages (as each page's head says).
  const link = (hreflang: string, language: (typeof LANGUAGES)[number]) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(pageUrl(origin, pathname, language))}"/>`;
  const alternates = [
    ...LANGUAGES.map((language) => link(language, language)),
    link('x-default', 'en'),
  ].join('');
  return `<url><loc>${escapeAttribute(pageUrl(origin, pathname, 'en'))}</loc>${alternates}</url>`;
}

type SeoRouteOptions = { publicUrl: string | undefined };

export async function seoRoutes(app: FastifyInstance, { publicUrl }: SeoRouteOptions) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = siteOrigin(request, publicUrl);
    // Only the projects public now: a draft's or a scheduled one's page is no page yet.
    const projects = await app.db
      .selectFrom('projects')
      .select(['projectId', 'status'])
      .where(publicAt('projects', app.clock()))
      .orderBy('status')
      .orderBy('id', 'desc')
      .execute();
    const paths = [
      ...PUBLIC_PAGES,
      ...projects.map(
        ({ projectId, status }) => `${PAGE_OF_STATUS[status]}${encodeURIComponent(projectId)}`,
      ),
    ];
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      paths.map((pathname) => entry(origin, pathname)).join('\n') +
      '\n</urlset>\n';
    return reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = siteOrigin(request, publicUrl);
    const body = [
      'User-agent: *',
      // The admin panel is no page for a search engine; its sign-in screen included.
      'Disallow: /admin',
      // A donor's receipt, opened by the link in their mail.
      'Disallow: /receipt/',
      'Disallow: /my-receipts/',
      'Disallow: /unsubscribe/',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(body);
  });
}
