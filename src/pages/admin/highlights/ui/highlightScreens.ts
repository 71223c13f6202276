import { LIMITS, type Highlight, type HighlightFields } from '@contract';
import {
  useAddHighlightMutation,
  useDeleteHighlightMutation,
  useEditHighlightMutation,
  useGetHighlightsQuery,
} from '@/entities/highlight';
import { routePaths } from '@/shared/routes';
import { imageResourceScreens } from '@/widgets/admin/image-resource';

/** The highlights: heading, sub-heading and image (JPEG, PNG or GIF; SPEC.md §5). */
export const highlightScreens = imageResourceScreens<Highlight, HighlightFields>({
  texts: {
    heading: 'adminHighlights.heading',
    addHeading: 'adminHighlights.addHeading',
    empty: 'adminHighlights.empty',
  },
  listPath: routePaths.adminHighlights,
  addPath: routePaths.adminHighlightAdd,
  nameOf: (highlight) => highlight.heading,
  imageOf: (highlight) => highlight.image,
  useList: useGetHighlightsQuery,
  useDelete: useDeleteHighlightMutation,
  form: {
    fields: [
      { name: 'heading', label: 'adminHighlights.headingField', maxLength: LIMITS.heading },
      { name: 'subHeading', label: 'adminHighlights.subHeading', maxLength: LIMITS.heading },
    ],
    imageLabel: 'adminHighlights.image',
    kind: 'highlight',
    editHeading: 'adminHighlights.editHeading',
    editPath: routePaths.adminHighlightEdit,
    useAdd: useAddHighlightMutation,
    useEdit: useEditHighlightMutation,
  },
});
