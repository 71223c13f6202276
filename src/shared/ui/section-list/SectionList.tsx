import type { ParseKeys } from 'i18next';
import type { Key, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupWith } from '@/shared/i18n';
import { MoreButton } from '@/shared/ui/more-button';
import { SkeletonList } from '@/shared/ui/skeleton';
import './SectionList.css';

/** The groups of texts with a list's loading announcement: 'newsSection' of 'newsSection.loading'. */
type ListTexts = GroupWith<'loading'>;

type Placeholders = {
  count: number;
  /** The placeholders' shape (`skeleton--card`), before the block's own `<block>__skeleton`. */
  shape?: string;
};

type SectionListProps<Item extends { id: Key }> = {
  /** The section's block: the placeholders take `<block>__skeleton`, the button `<block>__more`. */
  block: string;
  /**
   * The list's texts: `loading` for the placeholders, `seeMore` on the button and, where the
   * group has one, `loadMore` as the button's fuller name for screen readers.
   */
  texts?: ListTexts;
  items: readonly Item[];
  /** The list's class; `<block>__grid` unless given. */
  className?: string;
  itemClassName?: string;
  listRef?: Ref<HTMLUListElement>;
  /** Placeholders under the list while a page loads. */
  loading?: Placeholders | false;
  /** Loads the next page: the See more button shows while it is given. */
  onMore?: (() => void) | false;
  children: (item: Item) => ReactNode;
};

/** A home section's list: its items, placeholders while a page loads and See more. */
export function SectionList<Item extends { id: Key }>({
  block,
  texts,
  items,
  className = `${block}__grid`,
  itemClassName,
  listRef,
  loading,
  onMore,
  children,
}: SectionListProps<Item>) {
  const { t, i18n } = useTranslation();
  // The group is checked against the texts by `ListTexts` above; `loadMore` is optional.
  const key = (name: string) => `${texts}.${name}` as ParseKeys;
  const fullName = key('loadMore');
  return (
    <>
      {items.length > 0 && (
        <ul ref={listRef} className={className}>
          {items.map((item) => (
            <li key={item.id} className={itemClassName}>
              {children(item)}
            </li>
          ))}
        </ul>
      )}
      {loading && (
        <SkeletonList
          count={loading.count}
          className={loading.shape ? `${loading.shape} ${block}__skeleton` : `${block}__skeleton`}
          label={t(key('loading'))}
        />
      )}
      {onMore && (
        <MoreButton
          className={`${block}__more`}
          text={t(key('seeMore'))}
          label={i18n.exists(fullName) ? t(fullName) : undefined}
          onClick={onMore}
        />
      )}
    </>
  );
}
