import { useTranslation } from 'react-i18next';
import { TestimonialForm } from '@/features/admin/testimonial-form';
import { useGetTestimonialQuery } from '@/entities/testimonial';
import { useItemById } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminEditFrame } from '@/shared/ui/admin-form-frame';

/** /admin/testimonials/:id/edit: read on its own, so any testimonial opens (page 2, a bookmark). */
export function AdminTestimonialEditPage() {
  const { t } = useTranslation();
  const load = useItemById(useGetTestimonialQuery);

  return (
    <AdminEditFrame
      title={t('adminTestimonials.editHeading')}
      backTo={routePaths.adminTestimonials}
      load={load}
    >
      {(item) => <TestimonialForm key={item.id} stored={item} />}
    </AdminEditFrame>
  );
}
