export { prefetchProjectPage } from './api/prefetch';
export { ProjectPage } from './ui/ProjectPage';
