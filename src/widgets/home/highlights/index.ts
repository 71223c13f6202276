export { prefetchHighlights } from './api/prefetchHighlights';
export { HighlightsSection } from './ui/HighlightsSection';
