import type { Project } from '@contract/content';
import { useGetProjectQuery } from '../api/projectApi';
import { isNotFound } from '../lib/isNotFound';

type ProjectQuery = {
  /** The project of this projectId only (never the previous one while the next loads). */
  project: Project | undefined;
  /** The server does not know this projectId (HTTP 404). */
  missing: boolean;
  isFetching: boolean;
  /** Any other failure. */
  error: unknown;
};

/** One project by its projectId, telling an unknown id apart from a failure. */
export function useProject(projectId: string): ProjectQuery {
  const { currentData, error, isFetching } = useGetProjectQuery(projectId);
  const missing = isNotFound(error);
  return {
    project: currentData,
    missing,
    isFetching,
    error: missing ? undefined : error,
  };
}
