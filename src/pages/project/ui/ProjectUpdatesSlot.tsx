import { useEffect } from 'react';
import { useGetProjectUpdatesQuery } from '@/entities/project-update';
import { DeferredPart, lazyPart } from '@/shared/lib/lazy-part';

/*
 * The updates come below the story (last of all on a phone): the server renders them in full,
 * and their code loads when they scroll into view.
 */
const updatesPart = lazyPart(
  () => import(/* webpackChunkName: "project-updates" */ './ProjectUpdates'),
  (module) => module.ProjectUpdates,
);

/** Where the project's updates go; none (or a failed read): nothing, not even the place. */
export function ProjectUpdatesSlot({ projectId }: { projectId: string }) {
  const { currentData: updates, error } = useGetProjectUpdatesQuery(projectId);

  useEffect(() => {
    if (error) console.error('Failed to load the project updates', error);
  }, [error]);

  if (!updates || updates.length === 0) return null;
  return (
    <div className="project-page__updates">
      <DeferredPart part={updatesPart} />
    </div>
  );
}
