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

/** A project query's answer, an unknown id told apart from a failure. */
export function projectQueryOf({
  currentData,
  error,
  isFetching,
}: {
  currentData?: Project;
  error?: unknown;
  isFetching: boolean;
}): ProjectQuery {
  const missing = isNotFound(error);
  return {
    project: currentData,
    missing,
    isFetching,
    error: missing ? undefined : error,
  };
}

/** One project by its projectId, as the public sees it (a draft is unknown). */
export function useProject(projectId: string): ProjectQuery {
  return projectQueryOf(useGetProjectQuery(projectId));
}
