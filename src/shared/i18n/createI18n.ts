import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/pages';
import { loadedLanguages, loadedResources, onTextsLoaded, textsLoaded, textsOf } from './loadTexts';

/**
 * A new i18next instance per app and per server render, so two renders never share a language.
 * It starts with the texts loaded so far (the caller loads `language`'s first: loadTexts), so it
 * is ready when this returns.
 */
export function createI18n(language: Language): i18n {
  if (!textsLoaded(language)) throw new Error(`The ${language} texts are not loaded yet.`);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: loadedResources(),
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Adds the texts loaded so far to `instance`, and those that arrive later; returns the stop. */
export function keepTextsCurrent(instance: i18n): () => void {
  const add = (language: Language) =>
    instance.addResourceBundle(language, 'translation', textsOf(language), true, true);
  loadedLanguages().forEach(add);
  return onTextsLoaded(add);
}
