export {
  highlightApi,
  useAddHighlightMutation,
  useDeleteHighlightMutation,
  useEditHighlightMutation,
  useGetHighlightsQuery,
} from './api/highlightApi';
export { HighlightCard } from './ui/HighlightCard';
