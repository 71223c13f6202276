import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ProjectForm } from '@/features/admin/project-form';
import { useGetAdminProjectQuery } from '@/entities/project';
import { routePaths } from '@/shared/routes';
import { AdminEditFrame } from '@/shared/ui/admin-form-frame';
import { ProjectUpdatesSection } from './ProjectUpdatesSection';

/**
 * /admin/projects/:projectId/edit: read on its own by projectId, whatever page it is on; its
 * updates below the form.
 */
export function AdminProjectEditPage() {
  const { t } = useTranslation();
  // Read as an editor reads it: a draft or scheduled project too (issue 31).
  const { currentData, isFetching, error } = useGetAdminProjectQuery(useParams().projectId ?? '');

  return (
    <AdminEditFrame
      title={t('adminProjects.editHeading')}
      backTo={routePaths.adminProjects}
      load={{ item: currentData, loading: isFetching, error }}
    >
      {(stored) => (
        <>
          <ProjectForm key={stored.projectId} stored={stored} />
          <ProjectUpdatesSection projectId={stored.projectId} />
        </>
      )}
    </AdminEditFrame>
  );
}
