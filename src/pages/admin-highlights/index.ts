export { AdminHighlightAddPage } from './ui/AdminHighlightAddPage';
export { AdminHighlightEditPage } from './ui/AdminHighlightEditPage';
export { AdminHighlightsPage } from './ui/AdminHighlightsPage';
