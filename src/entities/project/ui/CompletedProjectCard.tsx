import { useTranslation } from 'react-i18next';
import type { Project } from '@contract/content';
import { routePaths } from '@/shared/routes';
import { useMoney } from '../lib/useMoney';
import { ProjectCard } from './ProjectCard';

type CompletedProjectCardProps = {
  project: Project;
  /** The projects-donations flag: money and supporter figures only when it is on. */
  showFigures: boolean;
};

/** A completed project; its image and title lead to its activity page. */
export function CompletedProjectCard({ project, showFigures }: CompletedProjectCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ProjectCard project={project} path={routePaths.activity(project.projectId)}>
      {showFigures && (
        <p className="project-card__figures">
          <span>{t('projectCard.supporters', { count: project.supportersCount })}</span>
          <span className="project-card__raised">
            {t('projectCard.raised', { amount: money(project.raised) })}
          </span>
        </p>
      )}
    </ProjectCard>
  );
}
