import { detectLanguage } from './detectLanguage';

function preferLanguages(languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('detectLanguage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('takes Urdu from the browser, regional variants included', () => {
    preferLanguages(['ur-PK', 'en']);
    expect(detectLanguage()).toBe('ur');
  });

  it('skips languages the site does not offer', () => {
    preferLanguages(['fr-FR', 'ur']);
    expect(detectLanguage()).toBe('ur');
  });

  it('falls back to English', () => {
    preferLanguages(['de-DE', 'fr']);
    expect(detectLanguage()).toBe('en');
  });

  it('prefers the lang cookie the site wrote over the browser', () => {
    preferLanguages(['en-GB']);
    document.cookie = 'lang=ur; path=/';
    expect(detectLanguage()).toBe('ur');
  });

  it('takes the stored choice where there is no cookie, and the cookie where they differ', () => {
    preferLanguages(['en-GB']);
    expect(detectLanguage('ur')).toBe('ur');
    document.cookie = 'lang=en; path=/';
    expect(detectLanguage('ur')).toBe('en');
  });

  it("puts the address's ?lang= before everything", () => {
    preferLanguages(['ur']);
    document.cookie = 'lang=ur; path=/';
    window.history.replaceState(null, '', '/admin/login?lang=en');
    expect(detectLanguage('ur')).toBe('en');
    // A language the site does not have counts for nothing: the cookie decides.
    window.history.replaceState(null, '', '/admin/login?lang=fr');
    expect(detectLanguage('en')).toBe('ur');
    document.cookie = 'lang=; path=/; max-age=0';
    expect(detectLanguage()).toBe('ur');
  });
});
