import { LIMITS } from '@contract/common';
import { type Highlight, type HighlightFields } from '@contract/content';
import { highlightCalls } from '@/entities/highlight';
import { routePaths } from '@/shared/routes';
import { imageResourceScreens } from '@/widgets/admin/image-resource';

/** The highlights: heading, sub-heading and image (JPEG, PNG or GIF; docs/product.md §5). */
export const highlightScreens = imageResourceScreens<Highlight, HighlightFields>({
  texts: 'adminHighlights',
  routes: routePaths.adminHighlights,
  versions: 'highlights',
  calls: highlightCalls,
  fields: [
    // `adminHighlights.heading` is the list's heading.
    { name: 'heading', label: 'headingField', maxLength: LIMITS.heading },
    { name: 'subHeading', maxLength: LIMITS.heading },
  ],
  image: { name: 'image', kind: 'highlight' },
});
