export { contentText } from './contentText';
export type { ContentText } from './contentText';
export { createI18n, keepTextsCurrent } from './createI18n';
export { LANGUAGE_NAMES, isLanguage, languageDirection, toLanguage } from './language';
export { languageChanged, languageSlice, selectLanguage } from './languageSlice';
export type { LanguageState } from './languageSlice';
export { loadTexts, provideTexts, requireTextsPart, textsLoaded } from './loadTexts';
export type { GroupWith, KeyIn } from './textKeys';

/** The detector is needed only by pages the server did not render (the admin): a chunk of its own. */
export const loadLanguageDetection = () =>
  import(/* webpackChunkName: "detect-language" */ './detectLanguage');
