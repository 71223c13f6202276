import { useTranslation } from 'react-i18next';
import { NEWS_PAGE_SIZE, NewsCard, useGetNewsPagesInfiniteQuery } from '@/entities/news-item';
import { useLocalized, useSettings } from '@/entities/setting';
import { usePagedList } from '@/shared/lib/paged-list';
import { MoreButton } from '@/shared/ui/more-button';
import { TitledSection } from '@/shared/ui/section-title';
import { SkeletonList } from '@/shared/ui/skeleton';
import './NewsSection.css';

function News() {
  const { t } = useTranslation();
  const organisation = useLocalized(useSettings().site?.name) ?? '';
  const { items, isFetching, hasMore, listRef, loadMore } = usePagedList(
    useGetNewsPagesInfiniteQuery(),
    'news',
  );

  if (!isFetching && items.length === 0) return null;
  return (
    <TitledSection
      id="news"
      className="news-section"
      headingId="news-title"
      title={t('newsSection.title', { organisation })}
      subTitle={t('newsSection.subTitle')}
    >
      {items.length > 0 && (
        <ul ref={listRef} className="news-section__grid">
          {items.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      )}
      {isFetching && (
        <SkeletonList
          count={NEWS_PAGE_SIZE}
          className="skeleton--card news-section__skeleton"
          label={t('newsSection.loading')}
        />
      )}
      {hasMore && (
        <MoreButton
          className="news-section__more"
          text={t('newsSection.seeMore')}
          label={t('newsSection.loadMore')}
          onClick={loadMore}
        />
      )}
    </TitledSection>
  );
}

/** '{organisation} in News' (`#news`), three stories a page, when switched on and not empty. */
export function NewsSection() {
  const show = useSettings().news?.show;
  return show ? <News /> : null;
}
