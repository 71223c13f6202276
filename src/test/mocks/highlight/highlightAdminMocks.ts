import { uploadUrl, type Highlight } from '@contract';
import { API_PREFIX } from '@/shared/config';
import { memoryBackend, sentFileName, sentText } from '@/test/lib';
import { demoHighlights, HIGHLIGHTS_URL } from './highlightMocks';

export const HIGHLIGHT_URL = `*${API_PREFIX}/highlights/:id`;

/** The highlights API remembering adds, edits and deletes over a copy of `initial`. */
export function highlightBackend(initial: readonly Highlight[] = demoHighlights) {
  return memoryBackend<Highlight>({
    listUrl: HIGHLIGHTS_URL,
    itemUrl: HIGHLIGHT_URL,
    initial,
    create: (fields, id) => ({
      id,
      heading: sentText(fields, 'heading') ?? '',
      subHeading: sentText(fields, 'subHeading') ?? '',
      image: uploadUrl('highlight', sentFileName(fields) ?? ''),
    }),
    update: (highlight, fields) => {
      const file = sentFileName(fields);
      return {
        ...highlight,
        heading: sentText(fields, 'heading') ?? highlight.heading,
        subHeading: sentText(fields, 'subHeading') ?? highlight.subHeading,
        image: file ? uploadUrl('highlight', file) : highlight.image,
      };
    },
  });
}
