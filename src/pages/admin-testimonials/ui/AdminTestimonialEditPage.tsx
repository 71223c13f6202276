import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Skeleton } from 'antd';
import { TestimonialForm } from '@/features/admin-testimonial-form';
import { useGetAdminTestimonialsQuery } from '@/entities/testimonial';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminFormFrame, AdminMissingItem } from '@/shared/ui/admin-form-frame';

/** /admin/testimonials/:id/edit: the item comes from the admin list (no single read exists). */
export function AdminTestimonialEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { item, isLoading, error } = useGetAdminTestimonialsQuery(undefined, {
    selectFromResult: ({ data, isLoading, error }) => ({
      item: data?.find((entry) => entry.id === id),
      isLoading,
      error,
    }),
  });
  useLoadFailureToast(error, t('adminCommon.loadFailed'));

  return (
    <AdminFormFrame title={t('adminTestimonials.editHeading')}>
      {isLoading && <Skeleton active />}
      {item && <TestimonialForm key={item.id} stored={item} />}
      {!isLoading && !item && !error && <AdminMissingItem backTo={routePaths.adminTestimonials} />}
    </AdminFormFrame>
  );
}
