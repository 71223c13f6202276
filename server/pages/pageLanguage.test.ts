import { pageLanguage, preferredLanguage } from './pageLanguage';

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

  it('takes the lang cookie first', () => {
    expect(pageLanguage({ cookie: 'a=1; lang=ur', 'accept-language': 'en' }, 'lang')).toBe('ur');
    expect(pageLanguage({ cookie: 'lang=en', 'accept-language': 'ur' }, 'lang')).toBe('en');
  });

  it('ignores a cookie naming no language of the site, then falls back to English', () => {
    expect(pageLanguage({ cookie: 'lang=fr', 'accept-language': 'ur-IN' }, 'lang')).toBe('ur');
    expect(pageLanguage({ cookie: 'xlang=ur' }, 'lang')).toBe('en');
    expect(pageLanguage({}, 'lang')).toBe('en');
  });
});
