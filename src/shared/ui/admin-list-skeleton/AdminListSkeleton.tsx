import { useTranslation } from 'react-i18next';
import { Skeleton } from 'antd';
import './AdminListSkeleton.css';

type AdminListSkeletonProps = {
  /** Rows of the table being loaded (docs/product.md §9: 5 for the admin lists). */
  rows?: number;
};

/** Placeholder rows while an admin table loads; read out once as "Loading". */
export function AdminListSkeleton({ rows = 5 }: AdminListSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div className="admin-skeleton" role="status" aria-label={t('adminCommon.loading')} aria-busy>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="admin-skeleton__row" aria-hidden="true" data-skeleton>
          <Skeleton.Avatar active shape="square" size="large" />
          <Skeleton.Input active block />
        </div>
      ))}
    </div>
  );
}

type AdminCardsSkeletonProps = {
  /** Cards of the grid being loaded (docs/product.md §9: 6 gallery placeholders, 6 testimonials). */
  count?: number;
};

/** Placeholder cards while an admin grid loads (3 columns from medium screens). */
export function AdminCardsSkeleton({ count = 6 }: AdminCardsSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div
      className="admin-skeleton-grid"
      role="status"
      aria-label={t('adminCommon.loading')}
      aria-busy
    >
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="admin-skeleton-grid__card" aria-hidden="true" data-skeleton>
          <Skeleton.Image active className="admin-skeleton-grid__image" />
        </div>
      ))}
    </div>
  );
}
