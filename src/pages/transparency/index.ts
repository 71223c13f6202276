export { prefetchTransparencyPage } from './api/prefetch';
export { TransparencyPage } from './ui/TransparencyPage';
