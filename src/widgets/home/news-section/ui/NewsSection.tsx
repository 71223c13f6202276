import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_PAGE_SIZE, NewsCard, useGetNewsPagesInfiniteQuery } from '@/entities/news-item';
import { useLocalized, useSettings } from '@/entities/setting';
import { useFocusAfterAppend } from '@/shared/lib/focus';
import { SectionTitle } from '@/shared/ui/section-title';
import { SkeletonList } from '@/shared/ui/skeleton';
import './NewsSection.css';

function News() {
  const { t } = useTranslation();
  const organisation = useLocalized(useSettings().site?.name) ?? '';
  const { data, error, isFetching, hasNextPage, fetchNextPage } = useGetNewsPagesInfiniteQuery();
  const items = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const { listRef, willAppend } = useFocusAfterAppend<HTMLUListElement>(items.length);

  // A public list that fails is only logged (SPEC.md §8).
  useEffect(() => {
    if (error) console.error('Failed to load the news', error);
  }, [error]);

  if (!isFetching && items.length === 0) return null;
  return (
    <section id="news" className="section news-section" aria-labelledby="news-title">
      <div className="container">
        <SectionTitle
          id="news-title"
          title={t('newsSection.title', { organisation })}
          subTitle={t('newsSection.subTitle')}
        />
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
        {!isFetching && hasNextPage && (
          <div className="news-section__more">
            <button
              type="button"
              className="btn btn--outline"
              aria-label={t('newsSection.loadMore')}
              onClick={() => {
                willAppend();
                void fetchNextPage();
              }}
            >
              {t('newsSection.seeMore')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

/** '{organisation} in News' (`#news`), three stories a page, when switched on and not empty. */
export function NewsSection() {
  const show = useSettings().news?.show;
  return show ? <News /> : null;
}
