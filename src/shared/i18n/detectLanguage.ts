import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import {
  chooseLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  type Language,
  type LanguageSource,
} from '@contract/pages';

/** Where each source of the contract's order is read in the browser (the detector's names). */
const READ_FROM: Record<LanguageSource, string[]> = {
  address: ['querystring'],
  saved: ['cookie'],
  browser: ['navigator'],
};

/**
 * The language this visit starts in, decided as the server decides it (contract:
 * chooseLanguage): the address's `?lang=`, the visitor's saved choice (the `lang` cookie, else
 * `stored`, the app's stored state), the browser's languages, English.
 * Browser only: call it from the entry, never at import time or during render.
 */
export function detectLanguage(stored?: string): Language {
  const probe = i18next.createInstance();
  void probe.use(LanguageDetector).init({
    initAsync: false,
    detection: { lookupQuerystring: LANGUAGE_QUERY, lookupCookie: LANGUAGE_COOKIE, caches: [] },
  });
  const detector = probe.services.languageDetector as LanguageDetector;
  const read = (source: LanguageSource): string[] =>
    [detector.detect(READ_FROM[source]) ?? []].flat();
  return chooseLanguage({
    address: read('address'),
    saved: [...read('saved'), stored],
    browser: read('browser'),
  });
}
