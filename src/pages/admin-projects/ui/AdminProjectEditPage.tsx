import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Skeleton } from 'antd';
import { ProjectForm } from '@/features/admin-project-form';
import { useProject } from '@/entities/project';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminFormFrame, AdminMissingItem } from '@/shared/ui/admin-form-frame';

/** /admin/projects/:projectId/edit */
export function AdminProjectEditPage() {
  const { t } = useTranslation();
  const { project, missing, isFetching, error } = useProject(useParams().projectId ?? '');
  useLoadFailureToast(error, t('adminCommon.loadFailed'));

  return (
    <AdminFormFrame title={t('adminProjects.editHeading')}>
      {!project && isFetching && <Skeleton active />}
      {project && <ProjectForm key={project.projectId} stored={project} />}
      {missing && <AdminMissingItem backTo={routePaths.adminProjects} />}
    </AdminFormFrame>
  );
}
