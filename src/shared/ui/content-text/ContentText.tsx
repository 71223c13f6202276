import { useTranslation } from 'react-i18next';
import { contentText, toLanguage, type ContentText as Shown } from '@/shared/i18n';
import { CriticalText } from '@/shared/lib/critical-text';

/** A function giving an item's text in the page's language (see contentText). */
export function useContentText(): (item: object, field: string) => Shown {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (item, field) => contentText(item, field, language);
}

/**
 * An item's text (`field`, with its Urdu in `${field}Ur`) in the page's language. Where the
 * Urdu is missing the English shows in its own element marked English and left to right, so it
 * reads, and is spoken, as English; never a blank.
 */
export function ContentText({ item, field }: { item: object; field: string }) {
  const { text, lang } = useContentText()(item, field);
  if (!lang) return <CriticalText>{text}</CriticalText>;
  return (
    <span lang={lang} dir="ltr">
      {text}
    </span>
  );
}

/** The attributes of an image whose alternative text is an item's text (`alt`, and `lang`). */
export function useContentAlt(): (item: object, field: string) => { alt: string; lang?: string } {
  const shown = useContentText();
  return (item, field) => {
    const { text, lang } = shown(item, field);
    return lang ? { alt: text, lang } : { alt: text };
  };
}
