import { useEffect } from 'react';
import { ProjectUpdateList, useGetProjectUpdatesQuery } from '@/entities/project-update';

const HEADING_ID = 'project-updates-title';

/** The project's updates, newest first; none (or a failed read): nothing shown. */
export function ProjectUpdates({ projectId }: { projectId: string }) {
  const { currentData: updates, error } = useGetProjectUpdatesQuery(projectId);

  useEffect(() => {
    if (error) console.error('Failed to load the project updates', error);
  }, [error]);

  if (!updates || updates.length === 0) return null;
  return (
    <section className="project-page__updates" aria-labelledby={HEADING_ID}>
      <ProjectUpdateList updates={updates} headingId={HEADING_ID} />
    </section>
  );
}
