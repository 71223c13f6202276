import { useTranslation } from 'react-i18next';
import { NewsLogoForm } from '@/features/admin-news-logo-form';
import { useGetNewsLogosQuery } from '@/entities/news-logo';
import { useIdParam } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminEditFrame } from '@/shared/ui/admin-form-frame';

/** /admin/news/logos/:id/edit: the logo comes from the whole list (never paged). */
export function AdminNewsLogoEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const { item, isLoading, error } = useGetNewsLogosQuery(undefined, {
    selectFromResult: ({ data, isLoading, error }) => ({
      item: data?.find((entry) => entry.id === id),
      isLoading,
      error,
    }),
  });

  return (
    <AdminEditFrame
      title={t('adminNewsLogos.editHeading')}
      backTo={routePaths.adminNewsLogos}
      item={item}
      loading={isLoading}
      error={error}
    >
      {(logo) => <NewsLogoForm key={logo.id} logo={logo} />}
    </AdminEditFrame>
  );
}
