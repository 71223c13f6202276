export {
  projectApi,
  useAddProjectMutation,
  useDeleteProjectMutation,
  useEditProjectMutation,
  useGetAdminProjectQuery,
  useGetAdminProjectsQuery,
  useGetProjectQuery,
} from './api/projectApi';
export { projectImageUrl } from './lib/projectImage';
export { useProject } from './model/useProject';
export { useProjectList } from './model/useProjectList';
export { ProjectFunding } from './ui/ProjectFunding';
export { ProjectSection } from './ui/ProjectSection';
export { ProjectStory } from './ui/ProjectStory';
export { ZakatBadge } from './ui/ZakatBadge';
