import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '@/shared/config';
import { languageDirection, loadTexts, selectLanguage, textsLoaded } from '@/shared/i18n';
import { wakeDeferredParts } from '@/shared/lib/lazy-part';

/**
 * Applies the chosen language outside React's tree: the i18n instance (once the language's
 * texts are loaded), `<html lang dir>`, and the `lang` cookie the server reads to render the
 * same language. An effect, so rendering itself never touches the document.
 */
export function useLanguageSync(): void {
  const language = useSelector(selectLanguage);
  const { i18n } = useTranslation();

  useEffect(() => {
    let current = true;
    // The app's i18n instance receives texts as they load (keepTextsCurrent).
    const apply = () => {
      if (current) void i18n.changeLanguage(language);
    };
    if (i18n.language !== language) {
      // Sections still showing the server's markup would stay in the old language.
      void wakeDeferredParts();
      if (textsLoaded(language)) apply();
      else void loadTexts(language).then(apply);
    }
    const root = document.documentElement;
    root.lang = language;
    root.dir = languageDirection(language);
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
    return () => {
      current = false;
    };
  }, [i18n, language]);
}
