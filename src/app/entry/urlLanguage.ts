import { LANGUAGE_QUERY, supportedLanguage, type Language } from '@contract';

/** The language a page's address asks for, if any. */
export function languageInUrl(search: string): Language | undefined {
  return supportedLanguage(new URLSearchParams(search).get(LANGUAGE_QUERY));
}
