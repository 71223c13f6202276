import { acceptedLanguages, chooseLanguage, cookieValue, supportedLanguage } from './language';

const SAID = [undefined, 'en', 'ur', 'fr'] as const;

describe('the one order of a visit’s language', () => {
  it('takes the address, then the saved choice, then the browser, then English: every mix', () => {
    for (const address of SAID) {
      for (const saved of SAID) {
        for (const browser of SAID) {
          const known = (said: string | undefined) => (said === 'fr' ? undefined : said);
          const expected = known(address) ?? known(saved) ?? known(browser) ?? 'en';
          expect([
            address,
            saved,
            browser,
            chooseLanguage({ address, saved, browser: browser ? [browser] : [] }),
          ]).toEqual([address, saved, browser, expected]);
        }
      }
    }
  });

  it('counts the cookie before the stored choice, and every browser language in turn', () => {
    expect(chooseLanguage({ saved: ['en', 'ur'] })).toBe('en');
    expect(chooseLanguage({ saved: [undefined, 'ur'] })).toBe('ur');
    expect(chooseLanguage({ browser: ['de-DE', 'ur-PK', 'en'] })).toBe('ur');
  });

  it('reads regional and odd spellings, and nothing else', () => {
    expect(supportedLanguage(' UR_pk ')).toBe('ur');
    expect(supportedLanguage('en-GB')).toBe('en');
    expect(supportedLanguage('urd')).toBeUndefined();
    expect(supportedLanguage('')).toBeUndefined();
    expect(supportedLanguage(null)).toBeUndefined();
  });

  it('ranks Accept-Language by weight, dropping q=0', () => {
    expect(acceptedLanguages('en;q=0.5, ur-PK, de;q=0.7, fr;q=0')).toEqual(['ur-PK', 'de', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('finds a cookie by its exact name', () => {
    expect(cookieValue('xlang=ur; lang=en', 'lang')).toBe('en');
    expect(cookieValue('xlang=ur', 'lang')).toBeUndefined();
  });
});
