import { ProjectSection } from '@/entities/project';
import { shownBy, useSettings } from '@/entities/setting';

function SupportProjects() {
  const showFigures = useSettings()['projects-donations']?.show === true;
  return <ProjectSection status="active" showFigures={showFigures} />;
}

/** Active projects (`#projects`), three at a time; hidden when off or empty. */
export const SupportProjectsSection = shownBy('projects', SupportProjects);
