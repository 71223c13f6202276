import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@contract/content';
import { ContentText, useContentAlt, useContentText } from '@/shared/ui/content-text';
import { DateText } from '@/shared/ui/date-text';
import { ExternalLink } from '@/shared/ui/external-link';
import { fixedHeightSizes, ResponsiveImage } from '@/shared/ui/responsive-image';
import './NewsCard.css';

/** Cards of at least 300 px: three across the 1200 px container, two, then one. */
const CARD_SIZES =
  '(min-width: 1200px) 376px, (min-width: 980px) 33vw, (min-width: 660px) 50vw, ' +
  'calc(100vw - 32px)';
/** The outlet's logo is drawn 28 px tall. */
const LOGO_SIZES = fixedHeightSizes(28);

/**
 * A news story: picture, heading, date, the outlet's logo and a link to the article, its texts in
 * the page's language (the English where the Urdu is missing). The heading takes its direction
 * from its own text; the en-GB date always reads left to right.
 */
export function NewsCard({ item }: { item: NewsItem }) {
  const { t } = useTranslation();
  const shown = useContentText();
  const altOf = useContentAlt();
  return (
    <article className="card news-card">
      <ResponsiveImage className="news-card__image" src={item.image} alt="" sizes={CARD_SIZES} />
      <div className="news-card__body">
        <ResponsiveImage
          className="news-card__logo"
          src={item.logo}
          {...altOf({ name: item.logoName, nameUr: item.logoNameUr }, 'name')}
          sizes={LOGO_SIZES}
        />
        <h3 className="news-card__heading" dir="auto">
          <ContentText item={item} field="heading" />
        </h3>
        <DateText className="news-card__date" date={item.date} />
        <ExternalLink className="btn btn--outline news-card__link" href={item.link}>
          {/* The heading in the link's own text too: crawlers and link lists skip aria-label. */}
          <span aria-hidden="true">{t('newsSection.seeMore')}</span>
          <span className="visually-hidden">
            {t('newsSection.readArticle', { heading: shown(item, 'heading').text })}
          </span>
        </ExternalLink>
      </div>
    </article>
  );
}
