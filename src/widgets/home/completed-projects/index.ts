export { prefetchCompletedProjects } from './api/prefetch';
export { CompletedProjectsSection } from './ui/CompletedProjectsSection';
