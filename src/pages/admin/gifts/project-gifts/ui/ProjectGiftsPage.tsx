import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Card, Skeleton, Typography } from 'antd';
import { ImportGifts } from '@/features/admin/gifts/import-gifts';
import { RecordGiftForm } from '@/features/admin/gifts/record-gift';
import { useAdminProject } from '@/entities/project';
import { useBackToList, useLoadFailureToast } from '@/shared/lib/admin-form';
import { formatMoney } from '@/shared/lib/format';
import { routePaths } from '@/shared/routes';
import { AdminMissingItem } from '@/shared/ui/admin-form-frame';
import { GiftsTable } from './GiftsTable';
import { MailNotice } from './MailNotice';
import { PendingGifts } from './PendingGifts';
import './ProjectGiftsPage.css';

/**
 * /admin/projects/:projectId/donations: the project's totals, its donors, a form to record a
 * gift and an import of many from a CSV file. Recording, importing or removing reloads both the
 * donors and the totals through tags.
 */
export function ProjectGiftsPage() {
  const { t } = useTranslation();
  const projectId = useParams().projectId ?? '';
  const { project, missing, isFetching, error } = useAdminProject(projectId);
  useLoadFailureToast(error, t('adminCommon.loadFailed'));
  const projects = useBackToList(routePaths.adminProjects);

  return (
    // The admin layout's content area is the page's <main>; each screen is a named region in it.
    <section className="admin-gifts" aria-labelledby="admin-gifts-heading">
      <Link to={projects}>{t('adminGifts.backToProjects')}</Link>
      <Typography.Title level={1} id="admin-gifts-heading">
        {t('adminGifts.heading')}
      </Typography.Title>
      {!project && isFetching && <Skeleton active paragraph={{ rows: 1 }} />}
      {missing && <AdminMissingItem backTo={routePaths.adminProjects} />}
      {project && (
        <>
          <Typography.Title level={2} className="admin-gifts__project" dir="auto">
            {project.title}
          </Typography.Title>
          <Typography.Paragraph role="status" className="admin-gifts__totals">
            {t('adminGifts.totals', {
              raised: formatMoney(project.raised),
              goal: formatMoney(project.goal),
              count: project.supportersCount,
            })}
          </Typography.Paragraph>
          <PendingGifts projectId={project.projectId} />
          <div className="admin-gifts__columns">
            <section aria-labelledby="donors-heading">
              <Typography.Title level={3} id="donors-heading">
                {t('adminGifts.donors')}
              </Typography.Title>
              <MailNotice />
              <GiftsTable projectId={project.projectId} />
            </section>
            <Card title={<h3 className="admin-gifts__card-title">{t('adminGifts.record')}</h3>}>
              <RecordGiftForm projectId={project.projectId} acceptsZakat={project.acceptsZakat} />
            </Card>
          </div>
          <Card className="admin-gifts__import">
            <ImportGifts projectId={project.projectId} />
          </Card>
        </>
      )}
    </section>
  );
}
