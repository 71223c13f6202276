import { useTranslation } from 'react-i18next';
import { UploadImagesForm } from '@/features/admin-upload-images';
import { AdminFormFrame } from '@/shared/ui/admin-form-frame';

/** /admin/images/add */
export function AdminGalleryAddPage() {
  const { t } = useTranslation();
  return (
    <AdminFormFrame title={t('adminGallery.addHeading')}>
      <UploadImagesForm />
    </AdminFormFrame>
  );
}
