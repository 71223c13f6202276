import { useTranslation } from 'react-i18next';
import { Button, Popconfirm } from 'antd';
import type { Project } from '@contract';
import { useEditProjectMutation } from '@/entities/project';
import { isUnauthorized } from '@/shared/lib/admin-form';
import { notifyError } from '@/shared/ui/toast';

type CompleteProjectButtonProps = { project: Pick<Project, 'projectId' | 'title' | 'status'> };

/**
 * Mark completed, after a confirmation: PATCH status=completed moves the project from Support
 * Our Projects to Our Activities. A completed project shows no button.
 */
export function CompleteProjectButton({ project }: CompleteProjectButtonProps) {
  const { t } = useTranslation();
  const [edit, { isLoading }] = useEditProjectMutation();
  if (project.status === 'completed') return null;

  // Never rejects: the popover closes either way and a failure is told in a toast.
  const confirm = async () => {
    try {
      await edit({ projectId: project.projectId, fields: { status: 'completed' } }).unwrap();
    } catch (error) {
      if (!isUnauthorized(error)) notifyError(t('adminProjects.completeFailed'));
    }
  };

  return (
    <Popconfirm
      title={t('adminProjects.confirmComplete')}
      okText={t('adminCommon.yes')}
      cancelText={t('adminCommon.no')}
      onConfirm={confirm}
    >
      <Button
        type="link"
        loading={isLoading}
        aria-label={t('adminProjects.markCompletedNamed', { name: project.title })}
      >
        {t('adminProjects.markCompleted')}
      </Button>
    </Popconfirm>
  );
}
