import { useTranslation } from 'react-i18next';
import { ProjectForm } from '@/features/admin/project-form';
import { AdminFormFrame } from '@/shared/ui/admin-form-frame';

/** /admin/projects/add */
export function AdminProjectAddPage() {
  const { t } = useTranslation();
  return (
    <AdminFormFrame title={t('adminProjects.addHeading')}>
      <ProjectForm />
    </AdminFormFrame>
  );
}
