export { createI18n } from './createI18n';
export { detectLanguage } from './detectLanguage';
export { isLanguage, languageDirection, toLanguage } from './language';
export { languageChanged, languageSlice, selectLanguage } from './languageSlice';
export type { LanguageState } from './languageSlice';
export { resources } from './resources';
