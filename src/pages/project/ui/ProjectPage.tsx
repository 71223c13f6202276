import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
// Before the entities: the one public style sheet has the not-found view's rules before the
// progress bar's, as the app shell imports them (else webpack warns of a conflicting order).
import { NotFoundView } from '@/shared/ui/not-found-view';
import { ProjectFunding, ProjectStory, ZakatBadge, useProject } from '@/entities/project';
import { useLocalized, useSettings, useShown } from '@/entities/setting';
import { CriticalText, FirstScreen } from '@/shared/lib/critical-text';
import { routePaths } from '@/shared/routes';
import { ExternalLink } from '@/shared/ui/external-link';
import { PageTitle } from '@/shared/ui/page-title';
import { SkeletonList } from '@/shared/ui/skeleton';
import { ProjectDonors } from './ProjectDonors';
import { ProjectUpdatesSlot } from './ProjectUpdatesSlot';
import { ShareProject } from './ShareProject';
import { UpiGiving } from './UpiGiving';
import './ProjectPage.css';
import { ContentText, useContentText } from '@/shared/ui/content-text';

/** Two of three columns from 960 px (beside the donate card), the container's width below. */
const PROJECT_IMAGE_SIZES =
  '(min-width: 1200px) 757px, (min-width: 960px) calc(66vw - 40px), calc(100vw - 32px)';

/**
 * /projects/{projectId}: the project, its progress, the donate and share actions, its donors and
 * its updates.
 */
export function ProjectPage() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams<'projectId'>();
  const settings = useSettings();
  const siteName = useLocalized(settings.site?.name) ?? '';
  const showFigures = useShown('projects-donations');
  const { project, missing, isFetching, error } = useProject(projectId);
  const shown = useContentText();

  useEffect(() => {
    if (error) console.error('Failed to load the project', error);
  }, [error]);

  if (missing) return <NotFoundView siteName={siteName} />;
  if (!project) {
    return (
      <main className="project-page container section">
        <PageTitle siteName={siteName} />
        {isFetching && (
          <SkeletonList count={1} className="skeleton--image" label={t('projectPage.loading')} />
        )}
      </main>
    );
  }

  // In the page's language (the English where the Urdu is missing).
  const title = shown(project, 'title').text;
  return (
    <main className="project-page container section">
      <PageTitle title={title} siteName={siteName} />
      <FirstScreen>
        <h1 className="project-page__title" dir="auto">
          <ContentText item={project} field="title" />
        </h1>
      </FirstScreen>
      <div className="project-page__layout">
        <div className="project-page__story">
          <FirstScreen>
            <ProjectStory project={project} sizes={PROJECT_IMAGE_SIZES} />
          </FirstScreen>
        </div>
        <aside className="project-page__aside">
          <FirstScreen>
            <div className="panel project-page__card">
              <ZakatBadge project={project} />
              {showFigures && <ProjectFunding project={project} />}
              {project.link && (
                <ExternalLink className="btn btn--primary" href={project.link}>
                  <CriticalText>{t('projectPage.donateNow')}</CriticalText>
                </ExternalLink>
              )}
              <ShareProject title={title} />
              <Link className="project-page__trust-link" to={routePaths.transparency}>
                <CriticalText>{t('siteFooter.transparency')}</CriticalText>
              </Link>
            </div>
            <UpiGiving project={project} />
          </FirstScreen>
          <ProjectDonors projectId={projectId} />
        </aside>
        <ProjectUpdatesSlot projectId={projectId} />
      </div>
    </main>
  );
}
