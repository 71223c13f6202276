import { ProjectForm } from '@/features/admin/project-form';
import { adminAddPage } from '@/shared/ui/admin-form-frame';

/** /admin/projects/add */
export const AdminProjectAddPage = adminAddPage('adminProjects.addHeading', ProjectForm);
