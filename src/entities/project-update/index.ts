export {
  projectUpdateApi,
  useAddProjectUpdateMutation,
  useDeleteProjectUpdateMutation,
  useEditProjectUpdateMutation,
  useGetAdminProjectUpdatesQuery,
  useGetProjectUpdatesQuery,
} from './api/projectUpdateApi';
export type { ProjectUpdateChanges } from './api/projectUpdateApi';
export { ProjectUpdateList } from './ui/ProjectUpdateList';
