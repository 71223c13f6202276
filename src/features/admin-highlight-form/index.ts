export { HighlightForm } from './ui/HighlightForm';
