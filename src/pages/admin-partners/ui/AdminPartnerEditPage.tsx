import { useTranslation } from 'react-i18next';
import { PartnerForm } from '@/features/admin-partner-form';
import { useGetPartnersQuery } from '@/entities/partner';
import { useIdParam } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminEditFrame } from '@/shared/ui/admin-form-frame';

/** /admin/partners/:id/edit: the partner comes from the whole list (never paged). */
export function AdminPartnerEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const { item, isLoading, error } = useGetPartnersQuery(undefined, {
    selectFromResult: ({ data, isLoading, error }) => ({
      item: data?.find((entry) => entry.id === id),
      isLoading,
      error,
    }),
  });

  return (
    <AdminEditFrame
      title={t('adminPartners.editHeading')}
      backTo={routePaths.adminPartners}
      item={item}
      loading={isLoading}
      error={error}
    >
      {(partner) => <PartnerForm key={partner.id} partner={partner} />}
    </AdminEditFrame>
  );
}
