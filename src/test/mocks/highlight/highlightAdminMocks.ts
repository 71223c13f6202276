import type { Highlight } from '@contract';
import { API_PREFIX } from '@/shared/config';
import { imageResourceBackend } from '@/test/lib';
import { demoHighlights, HIGHLIGHTS_URL } from './highlightMocks';

export const HIGHLIGHT_URL = `*${API_PREFIX}/highlights/:id`;

/** The highlights API remembering adds, edits and deletes over a copy of `initial`. */
export function highlightBackend(initial: readonly Highlight[] = demoHighlights) {
  return imageResourceBackend<Highlight>({
    listUrl: HIGHLIGHTS_URL,
    itemUrl: HIGHLIGHT_URL,
    initial,
    kind: 'highlight',
    texts: ['heading', 'subHeading'],
    image: 'image',
  });
}
