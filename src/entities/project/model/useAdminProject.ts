import { useGetAdminProjectQuery } from '../api/projectAdminApi';
import { projectQueryOf } from './useProject';

/**
 * One project by its projectId as the admin sees it, a draft or a scheduled one too (its gifts
 * page, its history); its module only reaches the admin's chunks.
 */
export function useAdminProject(projectId: string) {
  return projectQueryOf(useGetAdminProjectQuery(projectId));
}
