import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { useIdParam } from './useIdParam';

type ItemQuery<T> = (id: number | SkipToken) => {
  currentData?: T;
  isFetching: boolean;
  error?: unknown;
};

/**
 * The item an edit screen changes, read on its own by the route's `:id` (so any item opens: a
 * later page, a bookmark); none is asked for when the id is none.
 */
export function useItemById<T>(useItem: ItemQuery<T>) {
  const { currentData, isFetching, error } = useItem(useIdParam() ?? skipToken);
  return { item: currentData, loading: isFetching, error };
}
