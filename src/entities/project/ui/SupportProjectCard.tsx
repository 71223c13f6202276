import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Project } from '@contract';
import { routePaths } from '@/shared/routes';
import { ExternalLink } from '@/shared/ui/external-link';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import { PROJECT_CARD_SIZES, projectImageUrl } from '../lib/projectImage';
import { ProjectFunding } from './ProjectFunding';
import './ProjectCard.css';

type SupportProjectCardProps = {
  project: Project;
  /** The projects-donations flag: money and supporter figures only when it is on. */
  showFigures: boolean;
};

/** An active project: image and title lead to its page, Donate Now to its donation link. */
export function SupportProjectCard({ project, showFigures }: SupportProjectCardProps) {
  const { t } = useTranslation();
  const path = routePaths.project(project.projectId);
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
        {showFigures && <ProjectFunding project={project} />}
        {project.link && (
          <ExternalLink className="btn btn--primary project-card__action" href={project.link}>
            {t('projectCard.donateNow')}
          </ExternalLink>
        )}
      </div>
    </article>
  );
}
