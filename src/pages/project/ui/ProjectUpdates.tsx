import { useParams } from 'react-router-dom';
import { ProjectUpdateList, useGetProjectUpdatesQuery } from '@/entities/project-update';

const HEADING_ID = 'project-updates-title';

/** The route's project's updates, newest first (ProjectUpdatesSlot shows it only when any). */
export function ProjectUpdates() {
  const { projectId = '' } = useParams<'projectId'>();
  const { currentData: updates } = useGetProjectUpdatesQuery(projectId);
  if (!updates || updates.length === 0) return null;
  return (
    <section aria-labelledby={HEADING_ID}>
      <ProjectUpdateList updates={updates} headingId={HEADING_ID} />
    </section>
  );
}
