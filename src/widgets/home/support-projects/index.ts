export { prefetchSupportProjects } from './api/prefetch';
export { SupportProjectsSection } from './ui/SupportProjectsSection';
