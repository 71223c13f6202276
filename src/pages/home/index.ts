export { prefetchHomePage, prefetchHomeSections } from './api/prefetchHomePage';
export { HomePage } from './ui/HomePage';
