import type { Highlight, HighlightFields } from '@contract/content';
import { injectImageResource, TAG } from '@/shared/api';

// /api/v1/highlights; multipart fields: heading, subHeading, image.
const { api, calls } = injectImageResource<Highlight, HighlightFields>(
  'highlights',
  TAG.Highlight,
).named('Highlight', 'Highlights');

export { api as highlightApi, calls as highlightCalls };
export const { useGetHighlightsQuery } = api;
