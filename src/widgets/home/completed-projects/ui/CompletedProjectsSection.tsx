import { useTranslation } from 'react-i18next';
import { CompletedProjectCard, PROJECT_SKELETON_COUNT, useProjectList } from '@/entities/project';
import { useSettings } from '@/entities/setting';
import { MoreButton } from '@/shared/ui/more-button';
import { TitledSection } from '@/shared/ui/section-title';
import { SkeletonList } from '@/shared/ui/skeleton';
import './CompletedProjectsSection.css';

const HEADING_ID = 'completed-projects-title';

/** Completed projects ('Our Activities'), three at a time; hidden when off or empty. */
export function CompletedProjectsSection() {
  const { t } = useTranslation();
  const settings = useSettings();
  const shown = settings.activities?.show === true;
  const showFigures = settings['projects-donations']?.show === true;
  const { projects, isFetching, hasNext, loadMore } = useProjectList('completed', {
    skip: !shown,
  });

  // Empty, or failed (only logged): the section is left out.
  if (!shown || (!isFetching && projects.length === 0)) return null;
  return (
    <TitledSection
      className="completed-projects"
      headingId={HEADING_ID}
      title={t('completedProjects.title')}
    >
      {projects.length > 0 && (
        <ul className="project-grid">
          {projects.map((project) => (
            <li key={project.id} className="completed-projects__item">
              <CompletedProjectCard project={project} showFigures={showFigures} />
            </li>
          ))}
        </ul>
      )}
      {isFetching && (
        <SkeletonList
          count={PROJECT_SKELETON_COUNT}
          className="skeleton--card completed-projects__skeleton"
          label={t('completedProjects.loading')}
        />
      )}
      {!isFetching && hasNext && (
        <MoreButton
          className="completed-projects__more"
          text={t('completedProjects.seeMore')}
          onClick={loadMore}
        />
      )}
    </TitledSection>
  );
}
