import { NewsForm } from '@/features/admin/news-form';
import { adminAddPage } from '@/shared/ui/admin-form-frame';

/** /admin/news/add */
export const AdminNewsAddPage = adminAddPage('adminNews.addHeading', NewsForm);
