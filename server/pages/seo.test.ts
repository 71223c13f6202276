import type { PageMeta } from '@contract/pages';
import { contentOf, previewTagsOf } from '../test/headTags';
import { headTags, pageUrl, summarise } from './seo';

const PROJECT: PageMeta = {
  title: 'Clean "Water" <Now>',
  siteName: 'Trust & Co',
  description: 'Wells   for\nfive villages.',
  image: '/user/upload/ProjectPhoto/a.webp',
  type: 'article',
};
const ADDRESS = {
  origin: 'https://trust.example.org',
  pathname: '/projects/clean-water',
  language: 'en' as const,
  status: 200,
};

function hrefOf(head: string, rel: string, hreflang?: string): string | undefined {
  const lang = hreflang ? ` hreflang="${hreflang}"` : '';
  return new RegExp(`<link rel="${rel}"${lang} href="([^"]*)"/>`).exec(head)?.[1];
}

describe('the head tags of a page', () => {
  it('carry description, canonical, alternates, Open Graph and Twitter, escaped', () => {
    const head = headTags(PROJECT, ADDRESS);

    expect(contentOf(head, 'description')).toBe('Wells for five villages.');
    expect(hrefOf(head, 'canonical')).toBe('https://trust.example.org/projects/clean-water');
    expect(hrefOf(head, 'alternate', 'en')).toBe('https://trust.example.org/projects/clean-water');
    expect(hrefOf(head, 'alternate', 'ur')).toBe(
      'https://trust.example.org/projects/clean-water?lang=ur',
    );
    expect(hrefOf(head, 'alternate', 'x-default')).toBe(
      'https://trust.example.org/projects/clean-water',
    );
    expect(contentOf(head, 'og:type')).toBe('article');
    expect(contentOf(head, 'og:title')).toBe('Clean "Water" <Now>');
    expect(contentOf(head, 'og:site_name')).toBe('Trust & Co');
    expect(contentOf(head, 'og:description')).toBe('Wells for five villages.');
    expect(contentOf(head, 'og:url')).toBe('https://trust.example.org/projects/clean-water');
    expect(contentOf(head, 'og:image')).toBe(
      'https://trust.example.org/user/upload/ProjectPhoto/a.webp',
    );
    expect(contentOf(head, 'og:locale')).toBe('en_US');
    expect(contentOf(head, 'og:locale:alternate')).toBe('ur_PK');
    expect(contentOf(head, 'twitter:card')).toBe('summary_large_image');
    expect(contentOf(head, 'twitter:title')).toBe('Clean "Water" <Now>');
    expect(contentOf(head, 'twitter:image')).toBe(contentOf(head, 'og:image'));
    expect(head).not.toContain('<Now>');
  });

  it('point at the Urdu address on an Urdu page', () => {
    const head = headTags(PROJECT, { ...ADDRESS, language: 'ur' });
    expect(hrefOf(head, 'canonical')).toBe(
      'https://trust.example.org/projects/clean-water?lang=ur',
    );
    expect(contentOf(head, 'og:url')).toBe(hrefOf(head, 'canonical'));
    expect(contentOf(head, 'og:locale')).toBe('ur_PK');
  });

  it('keep an absolute image as it is, drop one that is not http(s), and fall back to a small card', () => {
    const absolute = headTags({ ...PROJECT, image: 'https://cdn.example.org/p.jpg' }, ADDRESS);
    expect(contentOf(absolute, 'og:image')).toBe('https://cdn.example.org/p.jpg');

    const none = headTags({ ...PROJECT, image: 'javascript:alert(1)' }, ADDRESS);
    expect(contentOf(none, 'og:image')).toBeUndefined();
    expect(contentOf(none, 'twitter:card')).toBe('summary');
  });

  it('name the preview picture given, with its type, size and alt text', () => {
    const head = headTags(PROJECT, ADDRESS, {
      url: '/user/upload/ProjectPhoto/a-share.jpg',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    });
    const url = 'https://trust.example.org/user/upload/ProjectPhoto/a-share.jpg';
    expect(previewTagsOf(head)).toEqual({
      url,
      type: 'image/jpeg',
      width: '1200',
      height: '630',
      alt: 'Clean "Water" <Now>',
      twitterUrl: url,
    });
    expect(contentOf(head, 'twitter:image:alt')).toBe('Clean "Water" <Now>');
    // A picture of unknown size gets no guessed one.
    const bare = headTags(PROJECT, ADDRESS);
    expect(contentOf(bare, 'og:image:width')).toBeUndefined();
    expect(contentOf(bare, 'og:image:type')).toBeUndefined();
  });

  it('only ask a missing page not to be indexed', () => {
    expect(headTags(PROJECT, { ...ADDRESS, status: 404 })).toBe(
      '<meta name="robots" content="noindex"/>',
    );
  });
});

describe('language by URL', () => {
  it('addresses English by the plain path and Urdu with ?lang=ur', () => {
    expect(pageUrl('http://h:3000', '/', 'en')).toBe('http://h:3000/');
    expect(pageUrl('http://h:3000', '/', 'ur')).toBe('http://h:3000/?lang=ur');
  });
});

describe('summaries', () => {
  it('keep short text whole and cut long text at a word', () => {
    expect(summarise('  short\n text ')).toBe('short text');
    const long = `${'word '.repeat(50)}end`;
    const summary = summarise(long, 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary).toMatch(/^word( word)*…$/);
  });
});
