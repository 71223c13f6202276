export {
  PROJECTS_PAGE_SIZE,
  projectApi,
  useAddProjectMutation,
  useDeleteProjectMutation,
  useEditProjectMutation,
  useGetAdminProjectsQuery,
  useGetProjectQuery,
} from './api/projectApi';
export { PROJECT_SKELETON_COUNT } from './config/skeleton';
export { projectImageUrl } from './lib/projectImage';
export { useProject } from './model/useProject';
export type { ProjectQuery } from './model/useProject';
export { useProjectList } from './model/useProjectList';
export type { ProjectList } from './model/useProjectList';
export { CompletedProjectCard } from './ui/CompletedProjectCard';
export { ProjectFunding } from './ui/ProjectFunding';
export { ProjectStory } from './ui/ProjectStory';
export { SupportProjectCard } from './ui/SupportProjectCard';
export { ZakatBadge } from './ui/ZakatBadge';
