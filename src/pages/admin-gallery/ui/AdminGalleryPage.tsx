import { useTranslation } from 'react-i18next';
import { DeleteButton } from '@/features/admin-delete-item';
import {
  useDeleteGalleryImageMutation,
  useGetAdminGalleryImagesQuery,
} from '@/entities/gallery-image';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminCardsSkeleton } from '@/shared/ui/admin-list-skeleton';
import { AdminListView } from '@/shared/ui/admin-list-view';
import './AdminGalleryPage.css';

/** The gallery (SPEC.md §2): a grid of images, 3 columns from medium screens, each with ×. */
export function AdminGalleryPage() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useGetAdminGalleryImagesQuery();
  const [deleteImage] = useDeleteGalleryImageMutation();
  useLoadFailureToast(error, t('adminGallery.loadFailed'));
  // SPEC.md §8 lists this wording for a failed gallery delete.
  const deleteFailed = () => t('adminGallery.deleteFailed');

  return (
    <AdminListView
      title={t('adminGallery.heading')}
      addTo={routePaths.adminGalleryAdd}
      loading={isLoading}
      failed={data === undefined && error !== undefined}
      empty={data?.length === 0}
      emptyText={t('adminGallery.empty')}
      skeleton={<AdminCardsSkeleton count={6} />}
    >
      <ul className="admin-gallery">
        {data?.map((image) => (
          <li key={image.id} className="admin-gallery__item">
            <img className="admin-gallery__image" src={image.image} alt={image.name} />
            <DeleteButton
              name={image.name}
              type="primary"
              className="admin-gallery__delete"
              onDelete={() => deleteImage(image.id).unwrap()}
              failureMessage={deleteFailed}
            >
              ×
            </DeleteButton>
          </li>
        ))}
      </ul>
    </AdminListView>
  );
}
