import { Highlight, HighlightFields, HighlightList, HighlightPatchFields } from '@contract/content';
import { uploadUrl } from '@contract/uploads';
import { imageResourceRoutes, imageRows } from '../imageResource';
import { withPublishing } from '../publishing';

export const highlightRoutes = imageResourceRoutes({
  rows: imageRows('highlights'),
  url: '/highlights',
  tag: 'highlights',
  kind: 'highlight',
  what: 'Highlight',
  binKind: 'highlights',
  schemas: {
    item: Highlight,
    list: HighlightList,
    fields: HighlightFields,
    changes: HighlightPatchFields,
  },
  summaries: {
    create: 'multipart/form-data: heading, headingUr?, subHeading, subHeadingUr?, image',
    edit: 'multipart/form-data: heading?, headingUr?, subHeading?, subHeadingUr?, image? (only the fields sent change)',
  },
  toItem: (row) => ({ ...withPublishing(row), image: uploadUrl('highlight', row.image) }),
  summaryOf: (row) => row.heading,
});
