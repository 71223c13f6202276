import { ProjectSection } from '@/entities/project';
import { shownBy, useShown } from '@/entities/setting';

function CompletedProjects() {
  const showFigures = useShown('projects-donations');
  return <ProjectSection status="completed" showFigures={showFigures} />;
}

/** Completed projects ('Our Activities'), three at a time; hidden when off or empty. */
export const CompletedProjectsSection = shownBy('activities', CompletedProjects);
