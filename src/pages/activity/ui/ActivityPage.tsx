import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
// Before the entities, as on the project page: the one public style sheet has the not-found
// view's rules first, as the app shell imports them (else webpack warns of a conflicting order).
import { NotFoundView } from '@/shared/ui/not-found-view';
import { ProjectStory, useProject } from '@/entities/project';
import { useLocalized, useSettings } from '@/entities/setting';
import { PageTitle } from '@/shared/ui/page-title';
import { notifyError } from '@/shared/ui/toast';
import { ActivityPlaceholder } from './ActivityPlaceholder';
import './ActivityPage.css';
import { ContentText, useContentText } from '@/shared/ui/content-text';

/** The page is at most 960 px wide, less the container's padding. */
const ACTIVITY_IMAGE_SIZES = '(min-width: 960px) 928px, calc(100vw - 32px)';

/** /activities/{projectId}: a completed project's story, fetched on entry. */
export function ActivityPage() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams<'projectId'>();
  const siteName = useLocalized(useSettings().site?.name) ?? '';
  const { project, missing, isFetching, error } = useProject(projectId);
  const shown = useContentText();

  useEffect(() => {
    // An unknown project is not in `error`: it is the not-found page, not a failure to report.
    if (!error) return;
    console.error('Failed to load the activity', error);
    notifyError(t('activityPage.failed'), { toastId: 'activity-fetch' });
  }, [error, t]);

  if (missing) return <NotFoundView siteName={siteName} />;
  if (!project) {
    return (
      <main className="activity-page container section">
        <PageTitle siteName={siteName} />
        {isFetching && <ActivityPlaceholder label={t('activityPage.loading')} />}
      </main>
    );
  }

  // In the page's language (the English where the Urdu is missing).
  const title = shown(project, 'title').text;
  return (
    <main className="activity-page container section">
      <PageTitle title={title} siteName={siteName} />
      <header className="activity-page__header">
        <h1 className="activity-page__title" dir="auto">
          <ContentText item={project} field="title" />
        </h1>
        <p className="activity-page__campaign">
          {t('activityPage.campaignBy', { organisation: siteName })}
        </p>
      </header>
      <ProjectStory project={project} sizes={ACTIVITY_IMAGE_SIZES} />
    </main>
  );
}
