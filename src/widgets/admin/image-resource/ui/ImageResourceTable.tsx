import { useTranslation } from 'react-i18next';
import type { TableColumnsType } from 'antd';
import { DeleteButton } from '@/features/admin/delete-item';
import { SortableTable } from '@/features/admin/reorder-list';
import { HistoryButton } from '@/features/admin/item-history';
import { useTrustTimeZone } from '@/entities/setting';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { useMayChange } from '@/shared/lib/may-change';
import { UrduStatus } from '@/shared/ui/admin-bilingual-field';
import { AdminEditLink, AdminTableList, wholeList } from '@/shared/ui/admin-list-view';
import { publishingColumn } from '@/shared/ui/admin-publishing';
import type { FormImageResource } from '../model/types';
import { useUrduShown } from '../model/urdu';
import { useItemDelete } from './useItemDelete';

type ImageResourceTableProps<Item extends { id: number }, Fields> = {
  resource: FormImageResource<Item, Fields>;
};

/**
 * The list screen: a table of the fields and the image, with Edit, History and Delete on each
 * row, and a handle to move the row (issue 31) while the whole list shows.
 */
export function ImageResourceTable<Item extends { id: number }, Fields extends object>({
  resource,
}: ImageResourceTableProps<Item, Fields>) {
  const { t } = useTranslation();
  const { texts, form, nameOf, imageOf } = resource;
  const query = resource.useList();
  const { remove, failureMessage } = useItemDelete(resource);
  const [order] = resource.useOrder();
  const mayChange = useMayChange();
  const timeZone = useTrustTimeZone();
  useLoadFailureToast(query.error, t(texts.loadFailed ?? 'adminCommon.loadFailed'));

  const { shown, texts: urduTexts } = useUrduShown(query.data, form.fields);
  const columns: TableColumnsType<Item> = [
    ...form.fields.map(({ name, label }) => ({ key: name, title: t(label), dataIndex: name })),
    {
      // Which items still lack Urdu (the filter above the table shows only those).
      key: 'urdu',
      title: t('adminCommon.urdu'),
      render: (_, item) => <UrduStatus item={item} texts={urduTexts} />,
    },
    publishingColumn({ title: t('publishing.column'), timeZone }),
    {
      key: 'image',
      title: t(form.imageLabel),
      render: (_, item) => <img className="admin-thumb" src={imageOf(item)} alt={nameOf(item)} />,
    },
    {
      key: 'actions',
      title: t('adminCommon.actions'),
      render: (_, item) => (
        <span className="admin-row-actions">
          <AdminEditLink to={form.editPath(item.id)} name={nameOf(item)} />
          <HistoryButton
            item={{ kind: resource.versions, itemId: String(item.id) }}
            name={nameOf(item)}
          />
          <DeleteButton
            name={nameOf(item)}
            onDelete={remove(item)}
            failureMessage={failureMessage}
          />
        </span>
      ),
    },
  ];

  return (
    <SortableTable
      items={shown ?? []}
      nameOf={nameOf}
      save={(ids) => order(ids).unwrap()}
      // The order is of the whole list: not while a filter shows a part of it.
      disabled={!mayChange || shown !== query.data}
    >
      {({ items, components, handleColumn }) => (
        <AdminTableList
          title={t(texts.heading)}
          addTo={resource.addPath}
          emptyText={t(texts.empty)}
          list={{ ...wholeList(query), items: shown && items }}
          urduFilter
          columns={[...handleColumn, ...columns]}
          components={components}
          rowKey="id"
        />
      )}
    </SortableTable>
  );
}
