import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Skeleton } from 'antd';
import { HighlightForm } from '@/features/admin-highlight-form';
import { useGetHighlightsQuery } from '@/entities/highlight';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminFormFrame, AdminMissingItem } from '@/shared/ui/admin-form-frame';

/** /admin/highlights/:id/edit: the highlight comes from the list (the API has no single read). */
export function AdminHighlightEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { highlight, isLoading, error } = useGetHighlightsQuery(undefined, {
    selectFromResult: ({ data, isLoading, error }) => ({
      highlight: data?.find((entry) => entry.id === id),
      isLoading,
      error,
    }),
  });
  useLoadFailureToast(error, t('adminCommon.loadFailed'));

  return (
    <AdminFormFrame title={t('adminHighlights.editHeading')}>
      {isLoading && <Skeleton active />}
      {highlight && <HighlightForm key={highlight.id} highlight={highlight} />}
      {!isLoading && !highlight && !error && (
        <AdminMissingItem backTo={routePaths.adminHighlights} />
      )}
    </AdminFormFrame>
  );
}
