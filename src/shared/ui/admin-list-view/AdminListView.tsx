import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Empty, Typography } from 'antd';
import { useMayChange } from '@/shared/lib/may-change';
import { AdminListSkeleton } from '@/shared/ui/admin-list-skeleton';
import './AdminListView.css';

export type AdminListViewProps = {
  title: string;
  /** The add screen; its 'Add New' link shows only beside a non-empty list. */
  addTo: string;
  loading: boolean;
  /** The load failed: only the heading stays (the failure is told in a toast). */
  failed: boolean;
  empty: boolean;
  /** The empty state's invitation, under 'Nothing is here'. */
  emptyText: string;
  /** Shown while loading; 5 table rows unless given. */
  skeleton?: ReactNode;
  /** Chooses which items show (UrduFilter), under the heading of a list that has any. */
  filter?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of an admin list screen: heading, Add New, then skeleton, empty state or list. A person
 * who may only read the list (docs/product.md §6) is offered no Add.
 */
export function AdminListView({
  title,
  addTo,
  loading,
  failed,
  empty,
  emptyText,
  skeleton = <AdminListSkeleton />,
  filter,
  children,
}: AdminListViewProps) {
  const { t } = useTranslation();
  const ready = !loading && !failed;
  const headingId = useId();
  const mayChange = useMayChange();

  return (
    // The admin layout's content area is the page's <main>; each screen is a named region in it.
    <section className="admin-list" aria-labelledby={headingId}>
      <header className="admin-list__header">
        <Typography.Title level={1} className="admin-list__title" id={headingId}>
          {title}
        </Typography.Title>
        {ready && !empty && mayChange && (
          <Link className="admin-button-link" to={addTo}>
            {t('adminCommon.addNew')}
          </Link>
        )}
      </header>
      {ready && !empty && filter}
      {loading && skeleton}
      {ready && empty && (
        <Empty
          description={
            <>
              <Typography.Text strong className="admin-list__empty-title">
                {t('adminCommon.empty')}
              </Typography.Text>
              <Typography.Text type="secondary">{emptyText}</Typography.Text>
            </>
          }
        >
          {mayChange && (
            <Link className="admin-button-link" to={addTo}>
              {t('adminCommon.addNow')}
            </Link>
          )}
        </Empty>
      )}
      {ready && !empty && children}
    </section>
  );
}
