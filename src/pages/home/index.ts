export { prefetchHomePage } from './api/prefetchHomePage';
export { HomePage } from './ui/HomePage';
