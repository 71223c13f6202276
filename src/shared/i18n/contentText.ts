import { DEFAULT_LANGUAGE, urduOf, type Language } from '@contract/pages';

/** A content text as shown on a page: `lang` is set where it is not in the page's language. */
export type ContentText = { text: string; lang?: Language };

/**
 * The text of `item[field]` for a page in `language`: on an Urdu page its Urdu (`${field}Ur`)
 * when an admin gave one, else the English, marked as English so it reads and is spoken right.
 */
export function contentText(item: object, field: string, language: Language): ContentText {
  const texts = item as Record<string, unknown>;
  const english = String(texts[field] ?? '');
  if (language === DEFAULT_LANGUAGE) return { text: english };
  const translated = texts[urduOf(field)];
  if (typeof translated === 'string' && translated.trim() !== '') return { text: translated };
  return { text: english, lang: DEFAULT_LANGUAGE };
}
