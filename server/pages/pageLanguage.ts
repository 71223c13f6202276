import {
  acceptedLanguages,
  chooseLanguage,
  cookieValue,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  supportedLanguage,
  type Language,
} from '@contract/pages';

type LanguageHeaders = { cookie?: string | undefined; 'accept-language'?: string | undefined };

/** The `?lang=` value of a URL (a path with its query), as written. */
function askedLanguage(url: string): string | null {
  const query = url.split('#', 1)[0]?.split('?')[1];
  return query ? new URLSearchParams(query).get(LANGUAGE_QUERY) : null;
}

/** The language a URL asks for with `?lang=`, if it names one we have. */
export function queryLanguage(url: string): Language | undefined {
  return supportedLanguage(askedLanguage(url));
}

/** The supported language the browser prefers most (`ur-PK;q=0.9, en;q=0.8` → ur). */
export function preferredLanguage(header: string | undefined): Language | undefined {
  return acceptedLanguages(header).map(supportedLanguage).find(Boolean);
}

/**
 * The language a page is rendered in, in the order the app decides too (contract:
 * LANGUAGE_ORDER): the address's `?lang=`, the visitor's saved choice (the cookie the app writes),
 * the browser's languages, English.
 */
export function pageLanguage(url: string, headers: LanguageHeaders): Language {
  return chooseLanguage({
    address: askedLanguage(url),
    saved: cookieValue(headers.cookie, LANGUAGE_COOKIE),
    browser: acceptedLanguages(headers['accept-language']),
  });
}
