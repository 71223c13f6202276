import { ProjectSection } from '@/entities/project';
import { shownBy, useSettings } from '@/entities/setting';

function CompletedProjects() {
  const showFigures = useSettings()['projects-donations']?.show === true;
  return <ProjectSection status="completed" showFigures={showFigures} />;
}

/** Completed projects ('Our Activities'), three at a time; hidden when off or empty. */
export const CompletedProjectsSection = shownBy('activities', CompletedProjects);
