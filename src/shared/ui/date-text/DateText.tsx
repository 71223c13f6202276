import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/format';

type DateTextProps = {
  /** yyyy-mm-dd */
  date: string;
  className?: string;
};

/**
 * A date as docs/product.md shows it (05 Mar 2024), in the page's language: in English kept left to
 * right (on an Urdu page the bidi algorithm would move the day after the month and year), in
 * Urdu with the Urdu month, right to left (05 مارچ 2024 reads from the day).
 */
export function DateText({ date, className }: DateTextProps) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <time className={className} dateTime={date} dir={language === 'ur' ? 'rtl' : 'ltr'}>
      {formatDate(date, language)}
    </time>
  );
}
