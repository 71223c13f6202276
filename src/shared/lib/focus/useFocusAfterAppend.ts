import { useCallback, useEffect, useRef } from 'react';

/**
 * For lists that grow with a See More button: the button is replaced by placeholders while the
 * next page loads, which would drop keyboard focus on the page's body. Call `willAppend()` when
 * the button is pressed; once more items arrive, focus moves to the first new item's link or
 * button. `offset` is how many items of `count` are not in the referenced list.
 */
export function useFocusAfterAppend<T extends HTMLElement>(count: number, offset = 0) {
  const listRef = useRef<T>(null);
  const pendingFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = pendingFrom.current;
    if (from === null || count <= from) return;
    pendingFrom.current = null;
    const item = listRef.current?.children[from - offset];
    item?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [count, offset]);

  const willAppend = useCallback(() => {
    pendingFrom.current = count;
  }, [count]);

  return { listRef, willAppend };
}
