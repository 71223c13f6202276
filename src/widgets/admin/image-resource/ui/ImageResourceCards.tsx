import { useTranslation } from 'react-i18next';
import { DeleteButton } from '@/features/admin/delete-item';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { AdminCardsSkeleton } from '@/shared/ui/admin-list-skeleton';
import { AdminListView } from '@/shared/ui/admin-list-view';
import type { CardImageResource } from '../model/types';
import { useItemDelete } from './useItemDelete';
import './ImageResourceCards.css';

type ImageResourceCardsProps<Item extends { id: number }> = {
  resource: CardImageResource<Item>;
};

/** The list screen of images alone (SPEC.md §2): a grid of images, each with ×. */
export function ImageResourceCards<Item extends { id: number }>({
  resource,
}: ImageResourceCardsProps<Item>) {
  const { t } = useTranslation();
  const { texts, nameOf, imageOf } = resource;
  const { data, isLoading, error } = resource.useList();
  const { remove, failureMessage } = useItemDelete(resource);
  useLoadFailureToast(error, t(texts.loadFailed ?? 'adminCommon.loadFailed'));

  return (
    <AdminListView
      title={t(texts.heading)}
      addTo={resource.addPath}
      loading={isLoading}
      failed={data === undefined && error !== undefined}
      empty={data?.length === 0}
      emptyText={t(texts.empty)}
      skeleton={<AdminCardsSkeleton count={6} />}
    >
      <ul className="admin-card-grid">
        {data?.map((item) => (
          <li key={item.id} className="admin-image-card">
            <img className="admin-image-card__image" src={imageOf(item)} alt={nameOf(item)} />
            <DeleteButton
              name={nameOf(item)}
              type="primary"
              className="admin-image-card__delete"
              onDelete={remove(item)}
              failureMessage={failureMessage}
            >
              ×
            </DeleteButton>
          </li>
        ))}
      </ul>
    </AdminListView>
  );
}
