export { prefetchActivityPage } from './api/prefetch';
export { ActivityPage } from './ui/ActivityPage';
