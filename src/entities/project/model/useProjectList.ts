import { useMemo } from 'react';
import type { Project, ProjectStatus } from '@contract/content';
import { useLogFailure } from '@/shared/lib/log-failure';
import { useGetProjectsInfiniteQuery } from '../api/projectApi';

type ProjectList = {
  /** Every page loaded so far, in order. */
  projects: Project[];
  isFetching: boolean;
  hasNext: boolean;
  loadMore: () => void;
};

/**
 * One status's projects, page by page. A failure is only logged: docs/product.md §8 gives the visitor
 * no message for public lists.
 */
export function useProjectList(status: ProjectStatus, { skip = false } = {}): ProjectList {
  const { data, error, isFetching, hasNextPage, fetchNextPage } = useGetProjectsInfiniteQuery(
    status,
    { skip },
  );

  useLogFailure(`${status} projects`, error);

  const projects = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  return {
    projects,
    isFetching,
    hasNext: hasNextPage,
    loadMore: () => void fetchNextPage(),
  };
}
