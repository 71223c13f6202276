import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '@/shared/config';
import { languageDirection, selectLanguage } from '@/shared/i18n';

/**
 * Applies the chosen language outside React's tree: the i18n instance, `<html lang dir>`, and
 * the `lang` cookie the server reads to render the same language. An effect, so rendering
 * itself never touches the document.
 */
export function useLanguageSync(): void {
  const language = useSelector(selectLanguage);
  const { i18n } = useTranslation();

  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    const root = document.documentElement;
    root.lang = language;
    root.dir = languageDirection(language);
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  }, [i18n, language]);
}
