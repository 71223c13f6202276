import { useTranslation } from 'react-i18next';
import type { Project } from '@contract/content';
import { useEditProjectMutation } from '@/entities/project';
import { ConfirmActionButton } from '@/shared/ui/admin-confirm-action';

type CompleteProjectButtonProps = { project: Pick<Project, 'projectId' | 'title' | 'status'> };

/**
 * Mark completed, after a confirmation: PATCH status=completed moves the project from Support
 * Our Projects to Our Activities. A completed project shows no button.
 */
export function CompleteProjectButton({ project }: CompleteProjectButtonProps) {
  const { t } = useTranslation();
  const [edit] = useEditProjectMutation();
  if (project.status === 'completed') return null;
  return (
    <ConfirmActionButton
      question={t('adminProjects.confirmComplete')}
      action={() =>
        edit({ projectId: project.projectId, fields: { status: 'completed' } }).unwrap()
      }
      failureMessage={() => t('adminProjects.completeFailed')}
      label={t('adminProjects.markCompletedNamed', { name: project.title })}
    >
      {t('adminProjects.markCompleted')}
    </ConfirmActionButton>
  );
}
