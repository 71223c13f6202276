import { http, HttpResponse } from 'msw';
import type { UrduMissingCounts } from '@contract/content';
import { API_PREFIX } from '@/shared/config';

export const URDU_MISSING_URL = `*${API_PREFIX}/urdu-missing`;

/** Nothing lacks Urdu: the demo site's state. */
export const noUrduMissing: UrduMissingCounts = {
  gallery: 0,
  partners: 0,
  highlights: 0,
  newsLogos: 0,
  news: 0,
  testimonials: 0,
  projects: 0,
};

/** Answers `counts` (nothing lacking unless told). */
export const urduStatusHandlers = (counts: UrduMissingCounts = noUrduMissing) => [
  http.get(URDU_MISSING_URL, () => HttpResponse.json(counts)),
];
