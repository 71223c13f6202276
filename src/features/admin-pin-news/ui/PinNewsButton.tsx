import { useTranslation } from 'react-i18next';
import { Button, Popconfirm } from 'antd';
import type { NewsItem } from '@contract';
import { usePinNewsMutation } from '@/entities/news-item';
import { isUnauthorized } from '@/shared/lib/admin-form';
import { notifyError } from '@/shared/ui/toast';

/**
 * Pin Item after 'are you sure you want to pin this item?' (SPEC.md §4). There is no unpin, so
 * a pinned item shows no button; the list reloads through the mutation's tags.
 */
export function PinNewsButton({ item }: { item: Pick<NewsItem, 'id' | 'heading' | 'pinned'> }) {
  const { t } = useTranslation();
  const [pin, { isLoading }] = usePinNewsMutation();
  if (item.pinned) return null;

  // Never rejects: the popover closes either way and a failure is told in a toast.
  const confirm = async () => {
    try {
      await pin(item.id).unwrap();
    } catch (error) {
      if (!isUnauthorized(error)) notifyError(t('adminNews.pinFailed'));
    }
  };

  return (
    <Popconfirm
      title={t('adminNews.confirmPin')}
      okText={t('adminCommon.yes')}
      cancelText={t('adminCommon.no')}
      onConfirm={confirm}
    >
      <Button
        type="link"
        loading={isLoading}
        aria-label={t('adminNews.pinNamed', { name: item.heading })}
      >
        {t('adminNews.pin')}
      </Button>
    </Popconfirm>
  );
}
