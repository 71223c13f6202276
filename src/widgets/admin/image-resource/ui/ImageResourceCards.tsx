import { useTranslation } from 'react-i18next';
import { DeleteButton } from '@/features/admin/delete-item';
import { HistoryButton } from '@/features/admin/item-history';
import { SortableList } from '@/features/admin/reorder-list';
import { useTrustTimeZone } from '@/entities/setting';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { useMayChange } from '@/shared/lib/may-change';
import { UrduStatus } from '@/shared/ui/admin-bilingual-field';
import { AdminCardsSkeleton } from '@/shared/ui/admin-list-skeleton';
import { AdminEditLink, AdminListView, UrduFilter } from '@/shared/ui/admin-list-view';
import { PublishingMarks } from '@/shared/ui/admin-publishing';
import type { CardImageResource } from '../model/types';
import { useUrduShown } from '../model/urdu';
import { useItemDelete } from './useItemDelete';
import './ImageResourceCards.css';

type ImageResourceCardsProps<Item extends { id: number }, Fields> = {
  resource: CardImageResource<Item, Fields>;
};

/**
 * The list screen of images (docs/product.md §2): a grid of images, each with ×, its name's Edit
 * link and History, whether it has its Urdu, its publishing marks (issue 31), and a handle to move it (issue 31) while the whole list shows.
 */
export function ImageResourceCards<Item extends { id: number }, Fields>({
  resource,
}: ImageResourceCardsProps<Item, Fields>) {
  const { t } = useTranslation();
  const { texts, nameOf, imageOf, form } = resource;
  const { data, isLoading, error } = resource.useList();
  const { shown, texts: urduTexts } = useUrduShown(data, form.fields);
  const { remove, failureMessage } = useItemDelete(resource);
  const [order] = resource.useOrder();
  const mayChange = useMayChange();
  const timeZone = useTrustTimeZone();
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
      <SortableList
        items={shown ?? []}
        nameOf={nameOf}
        save={(ids) => order(ids).unwrap()}
        // The order is of the whole list: not while a filter shows a part of it.
        disabled={!mayChange || shown !== data}
        layout="grid"
        className="admin-card-grid"
        itemClassName="admin-image-card"
      >
        {(item, handle) => (
          <>
            <img className="admin-image-card__image" src={imageOf(item)} alt={nameOf(item)} />
            <div className="admin-image-card__caption">
              {handle}
              <bdi className="admin-image-card__name">{nameOf(item)}</bdi>
              <UrduStatus item={item} texts={urduTexts} />
              <PublishingMarks item={item} timeZone={timeZone} />
              <AdminEditLink to={form.editPath(item.id)} name={nameOf(item)} />
              <HistoryButton
                item={{ kind: resource.versions, itemId: String(item.id) }}
                name={nameOf(item)}
              />
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
          </>
        )}
      </SortableList>
    </AdminListView>
  );
}
