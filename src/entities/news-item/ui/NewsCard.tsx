import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@contract';
import { formatDate } from '@/shared/lib/format';
import { ExternalLink } from '@/shared/ui/external-link';
import './NewsCard.css';

/**
 * A news story: picture, heading, date, the outlet's logo and a link to the article. The heading
 * takes its direction from its own text; the en-GB date always reads left to right.
 */
export function NewsCard({ item }: { item: NewsItem }) {
  const { t } = useTranslation();
  return (
    <article className="news-card">
      <img className="news-card__image" src={item.image} alt="" loading="lazy" />
      <div className="news-card__body">
        <img className="news-card__logo" src={item.logo} alt={item.logoName} loading="lazy" />
        <h3 className="news-card__heading" dir="auto">
          {item.heading}
        </h3>
        <time className="news-card__date" dateTime={item.date} dir="ltr">
          {formatDate(item.date)}
        </time>
        <ExternalLink
          className="btn btn--outline news-card__link"
          href={item.link}
          aria-label={t('newsSection.readArticle', { heading: item.heading })}
        >
          {t('newsSection.seeMore')}
        </ExternalLink>
      </div>
    </article>
  );
}
