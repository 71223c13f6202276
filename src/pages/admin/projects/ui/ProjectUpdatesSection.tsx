import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Skeleton, Typography } from 'antd';
import { ProjectUpdateForm } from '@/features/admin/project-update-form';
import { useGetAdminProjectUpdatesQuery } from '@/entities/project-update';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { useMayChange } from '@/shared/lib/may-change';
import { AdminSection } from '@/shared/ui/admin-section';
import { ProjectUpdateItem } from './ProjectUpdateItem';
import './ProjectUpdatesSection.css';

/** What the section's form is open for: a new update, or the update of this id. */
type Open = 'new' | number | undefined;

/**
 * A project's updates on its edit screen: the list, newest first as the public sees it, with
 * Add, Edit and Delete for those who edit the content. One form is open at a time.
 */
export function ProjectUpdatesSection({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const mayChange = useMayChange();
  const [open, setOpen] = useState<Open>();
  const { data: updates, isLoading, error } = useGetAdminProjectUpdatesQuery(projectId);
  useLoadFailureToast(error, t('adminCommon.loadFailed'));
  const close = () => setOpen(undefined);

  return (
    <AdminSection className="admin-updates" level={2} title={t('adminProjectUpdates.heading')}>
      <Typography.Paragraph type="secondary">{t('adminProjectUpdates.intro')}</Typography.Paragraph>
      {mayChange && open !== 'new' && (
        <Button type="primary" onClick={() => setOpen('new')}>
          {t('adminProjectUpdates.add')}
        </Button>
      )}
      {open === 'new' && (
        <Card
          title={
            <h3 className="admin-updates__form-title">{t('adminProjectUpdates.addHeading')}</h3>
          }
        >
          <ProjectUpdateForm projectId={projectId} onDone={close} />
        </Card>
      )}
      {isLoading && <Skeleton active />}
      {updates?.length === 0 && open !== 'new' && (
        <Typography.Paragraph>{t('adminProjectUpdates.empty')}</Typography.Paragraph>
      )}
      {updates && updates.length > 0 && (
        <ol className="admin-updates__list">
          {updates.map((update) => (
            <li key={update.id}>
              {open === update.id ? (
                <Card
                  title={
                    <h3 className="admin-updates__form-title">
                      {t('adminProjectUpdates.editHeading')}
                    </h3>
                  }
                >
                  <ProjectUpdateForm projectId={projectId} stored={update} onDone={close} />
                </Card>
              ) : (
                <ProjectUpdateItem
                  projectId={projectId}
                  update={update}
                  onEdit={() => setOpen(update.id)}
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </AdminSection>
  );
}
