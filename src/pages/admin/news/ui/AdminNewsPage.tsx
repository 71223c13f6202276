import { useTranslation } from 'react-i18next';
import type { TableColumnsType } from 'antd';
import type { NewsItem } from '@contract/content';
import { DeleteButton } from '@/features/admin/delete-item';
import { HistoryButton } from '@/features/admin/item-history';
import { PinNewsButton } from '@/features/admin/pin-news';
import { useDeleteNewsMutation, useGetAdminNewsQuery } from '@/entities/news-item';
import { useTrustTimeZone } from '@/entities/setting';
import { DateText } from '@/shared/ui/date-text';
import { routePaths } from '@/shared/routes';
import { UrduStatus } from '@/shared/ui/admin-bilingual-field';
import { AdminEditLink, AdminTableList, usePagedAdminList } from '@/shared/ui/admin-list-view';
import { publishingColumn } from '@/shared/ui/admin-publishing';
import { PinnedIcon } from './PinnedIcon';
import './AdminNewsPage.css';

/** A news item's own text with an Urdu (its logo's name is the logo's). */
const URDU_TEXTS = ['heading'];

/**
 * The news list (docs/product.md §2): pinned items first with a pin icon, drafts and scheduled items
 * marked (issue 31); pin, edit, history and delete. Paged by
 * the server, the page in the URL.
 */
export function AdminNewsPage() {
  const { t } = useTranslation();
  const list = usePagedAdminList(useGetAdminNewsQuery);
  const [deleteNews] = useDeleteNewsMutation();
  const timeZone = useTrustTimeZone();

  const columns: TableColumnsType<NewsItem> = [
    {
      key: 'heading',
      title: t('adminNews.headingField'),
      render: (_, item) => <span dir="auto">{item.heading}</span>,
    },
    {
      key: 'urdu',
      title: t('adminCommon.urdu'),
      render: (_, item) => <UrduStatus item={item} texts={URDU_TEXTS} />,
    },
    {
      key: 'image',
      title: t('adminNews.image'),
      render: (_, item) => <img className="admin-thumb" src={item.image} alt={item.heading} />,
    },
    {
      key: 'logo',
      title: t('adminNews.logo'),
      render: (_, item) => <img className="admin-thumb" src={item.logo} alt={item.logoName} />,
    },
    {
      key: 'date',
      title: t('adminNews.date'),
      render: (_, item) => <DateText date={item.date} />,
    },
    {
      key: 'pinned',
      title: t('adminNews.pinned'),
      render: (_, item) => item.pinned && <PinnedIcon />,
    },
    publishingColumn({ title: t('publishing.column'), timeZone }),
    {
      key: 'actions',
      title: t('adminCommon.actions'),
      render: (_, item) => (
        <span className="admin-row-actions">
          <AdminEditLink
            to={list.keepPlace(routePaths.adminNewsEdit(item.id))}
            name={item.heading}
          />
          <PinNewsButton item={item} />
          <HistoryButton item={{ kind: 'news', itemId: String(item.id) }} name={item.heading} />
          <DeleteButton name={item.heading} onDelete={() => deleteNews(item.id).unwrap()} />
        </span>
      ),
    },
  ];

  return (
    <AdminTableList
      title={t('adminNews.heading')}
      addTo={list.keepPlace(routePaths.adminNewsAdd)}
      emptyText={t('adminNews.empty')}
      list={list}
      columns={columns}
      rowKey="id"
      urduFilter
    />
  );
}
