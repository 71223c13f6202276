import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Skeleton } from 'antd';
import { PartnerForm } from '@/features/admin-partner-form';
import { useGetPartnersQuery } from '@/entities/partner';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminFormFrame, AdminMissingItem } from '@/shared/ui/admin-form-frame';

/** /admin/partners/:id/edit: the partner comes from the list (the API has no single read). */
export function AdminPartnerEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { partner, isLoading, error } = useGetPartnersQuery(undefined, {
    selectFromResult: ({ data, isLoading, error }) => ({
      partner: data?.find((entry) => entry.id === id),
      isLoading,
      error,
    }),
  });
  useLoadFailureToast(error, t('adminCommon.loadFailed'));

  return (
    <AdminFormFrame title={t('adminPartners.editHeading')}>
      {isLoading && <Skeleton active />}
      {partner && <PartnerForm key={partner.id} partner={partner} />}
      {!isLoading && !partner && !error && <AdminMissingItem backTo={routePaths.adminPartners} />}
    </AdminFormFrame>
  );
}
