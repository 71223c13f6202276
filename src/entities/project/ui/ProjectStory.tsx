import type { Project } from '@contract/content';
import { CriticalText } from '@/shared/lib/critical-text';
import { useContentAlt, useContentText } from '@/shared/ui/content-text';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import { detailParagraphs } from '../lib/details';
import { projectImageUrl } from '../lib/projectImage';
import './ProjectStory.css';

type ProjectStoryProps = {
  project: Pick<Project, 'title' | 'titleUr' | 'image' | 'projectDetails' | 'projectDetailsUr'>;
  /** The image's rendered widths, for the browser's choice of file. */
  sizes: string;
};

/**
 * A project's image and its details, a paragraph per line, in the page's language (the English,
 * marked English, where the Urdu is missing): the project and activity pages.
 */
export function ProjectStory({ project, sizes }: ProjectStoryProps) {
  const altOf = useContentAlt();
  const story = useContentText()(project, 'projectDetails');
  return (
    <>
      <ResponsiveImage
        className="project-story__image"
        src={projectImageUrl(project.image)}
        {...altOf(project, 'title')}
        sizes={sizes}
        priority
      />
      <div className="project-story__details" lang={story.lang}>
        {detailParagraphs(story.text).map((paragraph, index) => (
          <p key={index} dir={story.lang ? 'ltr' : 'auto'}>
            {/* The first lines show on the first screen. */}
            {index === 0 ? <CriticalText>{paragraph}</CriticalText> : paragraph}
          </p>
        ))}
      </div>
    </>
  );
}
