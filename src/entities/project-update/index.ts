export { projectUpdateApi, useGetProjectUpdatesQuery } from './api/projectUpdateApi';
export {
  useAddProjectUpdateMutation,
  useDeleteProjectUpdateMutation,
  useEditProjectUpdateMutation,
  useGetAdminProjectUpdatesQuery,
} from './api/projectUpdateAdminApi';
export type { ProjectUpdateChanges } from './api/projectUpdateAdminApi';
export { ProjectUpdateList } from './ui/ProjectUpdateList';
