import { useTranslation } from 'react-i18next';
import { TestimonialForm } from '@/features/admin/testimonial-form';
import { AdminFormFrame } from '@/shared/ui/admin-form-frame';

/** /admin/testimonials/add */
export function AdminTestimonialAddPage() {
  const { t } = useTranslation();
  return (
    <AdminFormFrame title={t('adminTestimonials.addHeading')}>
      <TestimonialForm />
    </AdminFormFrame>
  );
}
