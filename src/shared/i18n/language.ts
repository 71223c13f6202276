import { DEFAULT_LANGUAGE, LANGUAGES, supportedLanguage, type Language } from '@contract/pages';

/** Each language named in itself, so a reader finds theirs whatever is showing. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ur: 'اردو' };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** Urdu is written right to left. */
export function languageDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ur' ? 'rtl' : 'ltr';
}

/** Maps a detected code such as `ur-PK` to a supported language, else the default. */
export function toLanguage(code: string | undefined | null): Language {
  return supportedLanguage(code) ?? DEFAULT_LANGUAGE;
}
