import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Project } from '@contract';
import { routePaths } from '@/shared/routes';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import { PROJECT_CARD_SIZES, projectImageUrl } from '../lib/projectImage';
import { useMoney } from '../lib/useMoney';
import './ProjectCard.css';

type CompletedProjectCardProps = {
  project: Project;
  /** The projects-donations flag: money and supporter figures only when it is on. */
  showFigures: boolean;
};

/** A completed project; its image and title lead to its activity page. */
export function CompletedProjectCard({ project, showFigures }: CompletedProjectCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const path = routePaths.activity(project.projectId);
  return (
    <article className="project-card">
      {/* The title links to the same page; the image link stays out of the tab order. */}
      <Link to={path} className="project-card__media" tabIndex={-1}>
        <ResponsiveImage
          src={projectImageUrl(project.image)}
          alt={project.title}
          sizes={PROJECT_CARD_SIZES}
        />
      </Link>
      <div className="project-card__body">
        <h3 className="project-card__title" dir="auto">
          <Link to={path}>{project.title}</Link>
        </h3>
        {showFigures && (
          <p className="project-card__figures">
            <span>{t('projectCard.supporters', { count: project.supportersCount })}</span>
            <span className="project-card__raised">
              {t('projectCard.raised', { amount: money(project.raised) })}
            </span>
          </p>
        )}
      </div>
    </article>
  );
}
