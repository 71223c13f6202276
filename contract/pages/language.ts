export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The query parameter that addresses a page in a language (`/projects/x?lang=ur`). */
export const LANGUAGE_QUERY = 'lang';

/** The cookie that carries the visitor's chosen language, written by the app and the server. */
export const LANGUAGE_COOKIE = 'lang';
/** A year: a choice lasts. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Where a visit's language comes from, in the order they count (the first that names a language
 * we have wins, else English): the address's `?lang=`, then the visitor's saved choice, then the
 * browser's languages. The server's render and the app both decide through `chooseLanguage`, so
 * a page is hydrated in the language it was rendered in.
 */
const LANGUAGE_ORDER = ['address', 'saved', 'browser'] as const;
export type LanguageSource = (typeof LANGUAGE_ORDER)[number];

/**
 * What each source says, as read: `address` the `?lang=` value; `saved` the `lang` cookie, then
 * what the app stored (the cookie wins: it is what the server sees); `browser` the browser's
 * language tags, most preferred first (navigator.languages, or Accept-Language ranked).
 */
type LanguageSources = Partial<
  Record<LanguageSource, readonly (string | null | undefined)[] | string | null | undefined>
>;

/** The language a tag names (`ur`, `UR`, `ur-PK`, ` ur_pk `), if we have it. */
export function supportedLanguage(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary);
}

/** The language of a visit, from what its sources say (LANGUAGE_ORDER). */
export function chooseLanguage(sources: LanguageSources): Language {
  for (const source of LANGUAGE_ORDER) {
    const said = sources[source];
    const tags = typeof said === 'string' ? [said] : (said ?? []);
    for (const tag of tags) {
      const language = supportedLanguage(tag);
      if (language) return language;
    }
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's tags, most preferred first (`ur-PK;q=0.9, en;q=0.8`). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** A cookie's value in a Cookie header (or `document.cookie`), if it is there. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/** The field that holds the Urdu of a content text (`heading` → `headingUr`); null until given. */
export const urduOf = (field: string) => `${field}Ur`;
