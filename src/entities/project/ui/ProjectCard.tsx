import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Project } from '@contract/content';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import { ContentText, useContentAlt } from '@/shared/ui/content-text';
import { PROJECT_CARD_SIZES, projectImageUrl } from '../lib/projectImage';
import { ZakatBadge } from './ZakatBadge';
import './ProjectCard.css';

type ProjectCardProps = {
  project: Project;
  /** The project's own page, where its image and title lead. */
  path: string;
  /** What the card shows under the title. */
  children: ReactNode;
};

/**
 * A project's card: its image and title, leading to its page, whether it accepts Zakat, then
 * `children`.
 */
export function ProjectCard({ project, path, children }: ProjectCardProps) {
  const altOf = useContentAlt();
  return (
    <article className="card project-card">
      {/* The title links to the same page; the image link stays out of the tab order. */}
      <Link to={path} className="project-card__media" tabIndex={-1}>
        <ResponsiveImage
          src={projectImageUrl(project.image)}
          {...altOf(project, 'title')}
          sizes={PROJECT_CARD_SIZES}
        />
      </Link>
      <div className="project-card__body">
        <h3 className="project-card__title" dir="auto">
          <Link to={path}>
            <ContentText item={project} field="title" />
          </Link>
        </h3>
        <ZakatBadge project={project} />
        {children}
      </div>
    </article>
  );
}
