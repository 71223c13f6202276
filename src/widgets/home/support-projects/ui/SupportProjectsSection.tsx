import { useTranslation } from 'react-i18next';
import { PROJECT_SKELETON_COUNT, SupportProjectCard, useProjectList } from '@/entities/project';
import { useSettings } from '@/entities/setting';
import { MoreButton } from '@/shared/ui/more-button';
import { TitledSection } from '@/shared/ui/section-title';
import { SkeletonList } from '@/shared/ui/skeleton';
import './SupportProjectsSection.css';

const HEADING_ID = 'support-projects-title';

/** Active projects (`#projects`), three at a time; hidden when off or empty. */
export function SupportProjectsSection() {
  const { t } = useTranslation();
  const settings = useSettings();
  const shown = settings.projects?.show === true;
  const showFigures = settings['projects-donations']?.show === true;
  const { projects, isFetching, hasNext, loadMore } = useProjectList('active', {
    skip: !shown,
  });

  // Empty, or failed (only logged): the section is left out.
  if (!shown || (!isFetching && projects.length === 0)) return null;
  return (
    <TitledSection
      id="projects"
      className="support-projects"
      headingId={HEADING_ID}
      title={t('supportProjects.title')}
      subTitle={t('supportProjects.subTitle')}
    >
      {projects.length > 0 && (
        <ul className="project-grid">
          {projects.map((project) => (
            <li key={project.id} className="support-projects__item">
              <SupportProjectCard project={project} showFigures={showFigures} />
            </li>
          ))}
        </ul>
      )}
      {isFetching && (
        <SkeletonList
          count={PROJECT_SKELETON_COUNT}
          className="skeleton--card support-projects__skeleton"
          label={t('supportProjects.loading')}
        />
      )}
      {!isFetching && hasNext && (
        <MoreButton
          className="support-projects__more"
          text={t('supportProjects.seeMore')}
          onClick={loadMore}
        />
      )}
    </TitledSection>
  );
}
