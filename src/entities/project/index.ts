export { projectApi, useGetProjectQuery } from './api/projectApi';
export {
  useAddProjectMutation,
  useDeleteProjectMutation,
  useEditProjectMutation,
  useGetAdminProjectQuery,
  useGetAdminProjectsQuery,
} from './api/projectAdminApi';
export { projectImageUrl } from './lib/projectImage';
export { useAdminProject } from './model/useAdminProject';
export { useProject } from './model/useProject';
export { useProjectList } from './model/useProjectList';
export { ProjectFunding } from './ui/ProjectFunding';
export { ProjectSection } from './ui/ProjectSection';
export { ProjectStory } from './ui/ProjectStory';
export { ZakatBadge } from './ui/ZakatBadge';
