import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PaginationProps } from 'antd';
import { LIMITS, type ListEnvelope } from '@contract/common';
import { type AdminListQuery, URDU_MISSING } from '@contract/content';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { useUrduMissingOnly } from './UrduFilter';

/** Rows per page unless the admin picks another size; the largest is the API's limit. */
export const DEFAULT_PAGE_SIZE = 20;
const PAGE_SIZES = [10, DEFAULT_PAGE_SIZE, 50, LIMITS.pageLimit] as const;

/** What a paged admin list asks the API for: `?page=&limit=`, and `&urdu=missing` when filtered. */
type PageArgs = AdminListQuery;

/** The part of an RTK Query hook's answer a paged list reads. */
type PagedQueryResult<T> = {
  data?: ListEnvelope<T>;
  currentData?: ListEnvelope<T>;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
};

export type PagedAdminList<T> = {
  /** The rows to show: the page asked for, or the previous one while it loads. */
  items: T[] | undefined;
  /** The first load: the skeleton shows. */
  loading: boolean;
  /** Another page (or a reload) is on its way: the shown rows are dimmed. */
  fetching: boolean;
  failed: boolean;
  /** Only the items lacking Urdu are asked for (`?urdu=missing`). */
  urduMissingOnly: boolean;
  /** The list holds nothing at all (not merely this page, nor merely what the filter leaves). */
  empty: boolean;
  error: unknown;
  /**
   * For antd's Table `pagination` or a `<Pagination>` under a card list; false while the whole
   * list fits the smallest page, when there is nothing to page or choose.
   */
  pagination: PaginationProps | false;
  /**
   * `path` (an add or edit screen) carrying the list's place (`?page=3`), so the screen returns
   * here after Save or Cancel rather than to page 1.
   */
  keepPlace: (path: string) => string;
};

function positiveInt(text: string | null, fallback: number, max: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

function pageSizeOf(text: string | null): number {
  const size = Number(text);
  return PAGE_SIZES.some((allowed) => allowed === size) ? size : DEFAULT_PAGE_SIZE;
}

/**
 * A server-paged admin list. The page and its size live in the URL (`?page=3&size=50`, left
 * out at their defaults), so a reload, a shared link and the back button keep the admin's
 * place; each page is its own cache entry, and the list's tags reload whichever page is shown.
 * A failed load is told in a toast.
 */
export function usePagedAdminList<T>(
  useList: (args: PageArgs) => PagedQueryResult<T>,
): PagedAdminList<T> {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = positiveInt(search.get('page'), 1, LIMITS.lastPage);
  const pageSize = pageSizeOf(search.get('size'));
  const [urduMissingOnly] = useUrduMissingOnly();
  const { data, currentData, isLoading, isFetching, error } = useList({
    page,
    limit: pageSize,
    ...(urduMissingOnly && { urdu: URDU_MISSING }),
  });
  useLoadFailureToast(error, t('adminCommon.loadFailed'));

  const goTo = useCallback(
    (next: number, size: number, replace: boolean) =>
      setSearch(
        (previous) => {
          const query = new URLSearchParams(previous);
          // Set afresh, in one order, so an address names a page one way only.
          query.delete('page');
          query.delete('size');
          if (next > 1) query.set('page', String(next));
          if (size !== DEFAULT_PAGE_SIZE) query.set('size', String(size));
          return query;
        },
        { replace },
      ),
    [setSearch],
  );

  // A page past the end (its last row was just deleted, or an old link): the last page that
  // still has rows takes its place in history, so Back does not return to an empty page.
  const overshot = currentData !== undefined && currentData.data.length === 0 && page > 1;
  const lastPage = Math.max(1, Math.ceil((currentData?.metadata.total ?? 0) / pageSize));
  useEffect(() => {
    if (overshot) goTo(lastPage, pageSize, true);
  }, [overshot, lastPage, pageSize, goTo]);

  const total = data?.metadata.total ?? 0;
  const place = search.toString();
  return {
    items: data?.data,
    loading: isLoading,
    fetching: isFetching || overshot,
    failed: currentData === undefined && error !== undefined,
    urduMissingOnly,
    empty: data !== undefined && total === 0 && !urduMissingOnly,
    error,
    // Left out, not merely hidden: a hidden pager still injects its styles, slowing layout reads.
    pagination: total > PAGE_SIZES[0] && {
      current: page,
      pageSize,
      total,
      pageSizeOptions: PAGE_SIZES.map(String),
      showSizeChanger: true,
      showTotal: (count, [from, to]) => t('adminCommon.pageRange', { from, to, total: count }),
      // antd's ur_PK leaves the size chooser's name in English.
      locale: { page_size: t('adminCommon.pageSize') },
      onChange: (next, size) => goTo(next, size, false),
    },
    keepPlace: (path) => (place ? `${path}?${place}` : path),
  };
}
