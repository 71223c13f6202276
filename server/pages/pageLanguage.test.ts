import { pageLanguage, preferredLanguage, queryLanguage } from './pageLanguage';

describe('the language a page is rendered in', () => {
  it.each([
    ['ur', 'ur'],
    ['ur-PK, en;q=0.8', 'ur'],
    ['en-GB,en;q=0.9,ur;q=0.8', 'en'],
    ['fr-FR, ur;q=0.5, en;q=0.4', 'ur'],
    ['en;q=0.5, ur;q=0.9', 'ur'],
    ['ur;q=0, en', 'en'],
    ['de, fr', undefined],
    ['', undefined],
  ])('reads Accept-Language %j as %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });

  it('takes the lang cookie before the browser', () => {
    expect(pageLanguage('/', { cookie: 'a=1; lang=ur', 'accept-language': 'en' })).toBe('ur');
    expect(pageLanguage('/', { cookie: 'lang=en', 'accept-language': 'ur' })).toBe('en');
  });

  it('takes ?lang= before the cookie', () => {
    expect(pageLanguage('/x?lang=ur', { cookie: 'lang=en', 'accept-language': 'en' })).toBe('ur');
    expect(pageLanguage('/x?lang=EN', { cookie: 'lang=ur', 'accept-language': 'ur' })).toBe('en');
  });

  it('skips what names no language of the site, then falls back to English', () => {
    expect(pageLanguage('/?lang=fr', { cookie: 'lang=fr', 'accept-language': 'ur-IN' })).toBe('ur');
    expect(pageLanguage('/', { cookie: 'xlang=ur' })).toBe('en');
    expect(pageLanguage('/', {})).toBe('en');
  });
});

describe('language by URL', () => {
  it.each([
    ['/projects/x?lang=ur', 'ur'],
    ['/?a=1&lang=EN', 'en'],
    ['/?lang=fr', undefined],
    ['/', undefined],
    ['/?language=ur', undefined],
  ])('%s → %s', (url, language) => {
    expect(queryLanguage(url)).toBe(language);
  });
});
