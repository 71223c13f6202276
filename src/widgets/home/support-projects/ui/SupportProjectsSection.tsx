import { ProjectSection } from '@/entities/project';
import { shownBy, useShown } from '@/entities/setting';

function SupportProjects() {
  const showFigures = useShown('projects-donations');
  return <ProjectSection status="active" showFigures={showFigures} />;
}

/** Active projects (`#projects`), three at a time; hidden when off or empty. */
export const SupportProjectsSection = shownBy('projects', SupportProjects);
