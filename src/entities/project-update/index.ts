export {
  projectUpdateApi,
  useAddProjectUpdateMutation,
  useDeleteProjectUpdateMutation,
  useEditProjectUpdateMutation,
  useGetProjectUpdatesQuery,
} from './api/projectUpdateApi';
export type { ProjectUpdateChanges } from './api/projectUpdateApi';
export { ProjectUpdateList } from './ui/ProjectUpdateList';
