export { prefetchNewsSection } from './api/prefetchNewsSection';
export { NewsSection } from './ui/NewsSection';
