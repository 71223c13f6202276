import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract';
import { LANGUAGE_COOKIE } from '@/shared/config';
import { toLanguage } from './language';

/**
 * The language to start with when the visitor has not chosen one yet: the `lang` cookie (the
 * choice as the server sees it), then the browser's preferred languages, then English.
 * Browser only: call it from the entry, never at import time or during render.
 */
export function detectLanguage(): Language {
  const probe = i18next.createInstance();
  void probe.use(LanguageDetector).init({
    supportedLngs: [...LANGUAGES],
    // Accept regional codes such as ur-PK for ur.
    nonExplicitSupportedLngs: true,
    fallbackLng: DEFAULT_LANGUAGE,
    initAsync: false,
    detection: { order: ['cookie', 'navigator'], lookupCookie: LANGUAGE_COOKIE, caches: [] },
  });
  // No texts here (only the choice matters), so the detected code rather than a resolved one.
  return toLanguage(probe.language);
}
