import { newsApi } from '@/entities/news-item';
import type { PrefetchAction } from '@/shared/routes';

/** The first page of news, for the section's first paint. */
export function prefetchNewsSection(): PrefetchAction[] {
  return [newsApi.endpoints.getNewsPages.initiate()];
}
