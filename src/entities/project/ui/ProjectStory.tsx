import type { Project } from '@contract';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import { detailParagraphs } from '../lib/details';
import { projectImageUrl } from '../lib/projectImage';
import './ProjectStory.css';

type ProjectStoryProps = {
  project: Pick<Project, 'title' | 'image' | 'projectDetails'>;
  /** The image's rendered widths, for the browser's choice of file. */
  sizes: string;
};

/** A project's image and its details, a paragraph per line: the project and activity pages. */
export function ProjectStory({ project, sizes }: ProjectStoryProps) {
  return (
    <>
      <ResponsiveImage
        className="project-story__image"
        src={projectImageUrl(project.image)}
        alt={project.title}
        sizes={sizes}
        priority
      />
      <div className="project-story__details">
        {detailParagraphs(project.projectDetails).map((paragraph, index) => (
          <p key={index} dir="auto">
            {paragraph}
          </p>
        ))}
      </div>
    </>
  );
}
