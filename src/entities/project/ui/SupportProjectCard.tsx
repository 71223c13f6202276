import { useTranslation } from 'react-i18next';
import type { Project } from '@contract/content';
import { routePaths } from '@/shared/routes';
import { ExternalLink } from '@/shared/ui/external-link';
// The funding's styles before the card's, in the order the project page also loads them: the
// public pages share one style sheet, which cannot follow two orders.
import { ProjectFunding } from './ProjectFunding';
import { ProjectCard } from './ProjectCard';

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
