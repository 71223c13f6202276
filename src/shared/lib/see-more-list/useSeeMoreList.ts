import { useMemo } from 'react';
import { useFocusAfterAppend } from '@/shared/lib/focus';
import { useLogFailure } from '@/shared/lib/log-failure';

/** What a list section needs of an RTK Query infinite query's answer. */
type PagedQuery<Item> = {
  data?: { pages: { data: Item[] }[] };
  error?: unknown;
  isFetching: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * A public list read page by page: the items so far, whether See more is offered, and a
 * `loadMore` that moves focus on to the first new item (`offset` items stand elsewhere). A
 * failure is only logged, as 'Failed to load the {what}'.
 */
export function useSeeMoreList<Item>(query: PagedQuery<Item>, what: string, offset = 0) {
  const { data, error, isFetching, hasNextPage, fetchNextPage } = query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const { listRef, willAppend } = useFocusAfterAppend<HTMLUListElement>(items.length, offset);
  useLogFailure(what, error);
  return {
    items,
    isFetching,
    hasMore: !isFetching && hasNextPage,
    listRef,
    loadMore: () => {
      willAppend();
      void fetchNextPage();
    },
  };
}
