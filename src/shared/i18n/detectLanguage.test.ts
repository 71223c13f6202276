import { detectLanguage } from './detectLanguage';

function preferLanguages(languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('detectLanguage', () => {
  afterEach(() => jest.restoreAllMocks());

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
});
