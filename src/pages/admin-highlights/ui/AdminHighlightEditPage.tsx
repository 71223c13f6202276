import { useTranslation } from 'react-i18next';
import { HighlightForm } from '@/features/admin-highlight-form';
import { useGetHighlightsQuery } from '@/entities/highlight';
import { useIdParam } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminEditFrame } from '@/shared/ui/admin-form-frame';

/** /admin/highlights/:id/edit: the highlight comes from the whole list (never paged). */
export function AdminHighlightEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const { item, isLoading, error } = useGetHighlightsQuery(undefined, {
    selectFromResult: ({ data, isLoading, error }) => ({
      item: data?.find((entry) => entry.id === id),
      isLoading,
      error,
    }),
  });

  return (
    <AdminEditFrame
      title={t('adminHighlights.editHeading')}
      backTo={routePaths.adminHighlights}
      item={item}
      loading={isLoading}
      error={error}
    >
      {(highlight) => <HighlightForm key={highlight.id} highlight={highlight} />}
    </AdminEditFrame>
  );
}
