import { useTranslation } from 'react-i18next';
import { NEWS_PAGE_SIZE, NewsCard, useGetNewsPagesInfiniteQuery } from '@/entities/news-item';
import { shownBy, useLocalized, useSettings } from '@/entities/setting';
import { useSeeMoreList } from '@/shared/lib/see-more-list';
import { SectionList } from '@/shared/ui/section-list';
import { TitledSection } from '@/shared/ui/section-title';
import './NewsSection.css';

function News() {
  const { t } = useTranslation();
  const organisation = useLocalized(useSettings().site?.name) ?? '';
  const { items, isFetching, hasMore, listRef, loadMore } = useSeeMoreList(
    useGetNewsPagesInfiniteQuery(),
    'news',
  );

  if (!isFetching && items.length === 0) return null;
  return (
    <TitledSection
      id="news"
      className="news-section"
      title={t('newsSection.title', { organisation })}
      subTitle={t('newsSection.subTitle')}
    >
      <SectionList
        block="news-section"
        texts="newsSection"
        listRef={listRef}
        items={items}
        loading={isFetching && { count: NEWS_PAGE_SIZE, shape: 'skeleton--card' }}
        onMore={hasMore && loadMore}
      >
        {(item) => <NewsCard item={item} />}
      </SectionList>
    </TitledSection>
  );
}

/** '{organisation} in News' (`#news`), three stories a page, when switched on and not empty. */
export const NewsSection = shownBy('news', News);
