import { highlightApi } from '@/entities/highlight';
import type { PrefetchAction } from '@/shared/routes';

/** What the highlights' first paint needs in the store. */
export function prefetchHighlights(): PrefetchAction[] {
  return [highlightApi.endpoints.getHighlights.initiate()];
}
