import { useTranslation } from 'react-i18next';
import { DeleteButton } from '@/features/admin/delete-item';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { UrduStatus } from '@/shared/ui/admin-bilingual-field';
import { AdminCardsSkeleton } from '@/shared/ui/admin-list-skeleton';
import { AdminEditLink, AdminListView, UrduFilter } from '@/shared/ui/admin-list-view';
import type { CardImageResource } from '../model/types';
import { useUrduShown } from '../model/urdu';
import { useItemDelete } from './useItemDelete';
import './ImageResourceCards.css';

type ImageResourceCardsProps<Item extends { id: number }, Fields> = {
  resource: CardImageResource<Item, Fields>;
};

/**
 * The list screen of images (docs/product.md §2): a grid of images, each with ×, and its name's Edit
 * link and whether it has its Urdu.
 */
export function ImageResourceCards<Item extends { id: number }, Fields>({
  resource,
}: ImageResourceCardsProps<Item, Fields>) {
  const { t } = useTranslation();
  const { texts, nameOf, imageOf, form } = resource;
  const { data, isLoading, error } = resource.useList();
  const { shown, texts: urduTexts } = useUrduShown(data, form.fields);
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
      filter={<UrduFilter />}
    >
      {shown?.length === 0 && <p className="admin-list__no-rows">{t('adminCommon.allHaveUrdu')}</p>}
      <ul className="admin-card-grid">
        {shown?.map((item) => (
          <li key={item.id} className="admin-image-card">
            <img className="admin-image-card__image" src={imageOf(item)} alt={nameOf(item)} />
            <div className="admin-image-card__caption">
              <bdi className="admin-image-card__name">{nameOf(item)}</bdi>
              <UrduStatus item={item} texts={urduTexts} />
              <AdminEditLink to={form.editPath(item.id)} name={nameOf(item)} />
            </div>
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
