import { useTranslation } from 'react-i18next';
import type { Project } from '@contract';
import { routePaths } from '@/shared/routes';
import { ExternalLink } from '@/shared/ui/external-link';
import { ProjectCard } from './ProjectCard';
import { ProjectFunding } from './ProjectFunding';

type SupportProjectCardProps = {
  project: Project;
  /** The projects-donations flag: money and supporter figures only when it is on. */
  showFigures: boolean;
};

/** An active project: image and title lead to its page, Donate Now to its donation link. */
export function SupportProjectCard({ project, showFigures }: SupportProjectCardProps) {
  const { t } = useTranslation();
  return (
    <ProjectCard project={project} path={routePaths.project(project.projectId)}>
      {showFigures && <ProjectFunding project={project} />}
      {project.link && (
        <ExternalLink className="btn btn--primary project-card__action" href={project.link}>
          {t('projectCard.donateNow')}
        </ExternalLink>
      )}
    </ProjectCard>
  );
}
