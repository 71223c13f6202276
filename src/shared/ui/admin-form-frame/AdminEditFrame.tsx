import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'antd';
import { errorStatus, useLoadFailureToast } from '@/shared/lib/admin-form';
import { AdminFormFrame, AdminMissingItem } from './AdminFormFrame';

/** The load of the item an edit screen changes. */
type EditLoad<T> = {
  /** The stored item, once loaded. */
  item: T | undefined;
  /** The item is being loaded. */
  loading: boolean;
  /** The load's failure: a 404 means the item is gone; any other is told in a toast. */
  error: unknown;
};

type AdminEditFrameProps<T> = {
  title: string;
  /** The list an admin goes back to when the item is gone. */
  backTo: string;
  load: EditLoad<T>;
  /** The edit form of the loaded item. */
  children: (item: T) => ReactNode;
};

/**
 * An edit screen's shell: a skeleton while the item loads, then its form; 'This item no longer
 * exists.' when it is gone (deleted elsewhere, a mistyped address); a failure toast otherwise.
 */
export function AdminEditFrame<T>({
  title,
  backTo,
  load: { item, loading, error },
  children,
}: AdminEditFrameProps<T>) {
  const { t } = useTranslation();
  const gone = errorStatus(error) === 404;
  useLoadFailureToast(gone ? undefined : error, t('adminCommon.loadFailed'));

  return (
    <AdminFormFrame title={title}>
      {item === undefined && loading && <Skeleton active />}
      {item !== undefined && children(item)}
      {item === undefined && !loading && (gone || error === undefined) && (
        <AdminMissingItem backTo={backTo} />
      )}
    </AdminFormFrame>
  );
}
