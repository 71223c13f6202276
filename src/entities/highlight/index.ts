export { highlightApi, highlightCalls, useGetHighlightsQuery } from './api/highlightApi';
export { HighlightCard } from './ui/HighlightCard';
