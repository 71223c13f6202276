import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@contract/content';
import { usePinNewsMutation } from '@/entities/news-item';
import { ConfirmActionButton } from '@/shared/ui/admin-confirm-action';

/**
 * Pin Item after 'are you sure you want to pin this item?' (docs/product.md §4). There is no unpin, so
 * a pinned item shows no button.
 */
export function PinNewsButton({ item }: { item: Pick<NewsItem, 'id' | 'heading' | 'pinned'> }) {
  const { t } = useTranslation();
  const [pin] = usePinNewsMutation();
  if (item.pinned) return null;
  return (
    <ConfirmActionButton
      question={t('adminNews.confirmPin')}
      action={() => pin(item.id).unwrap()}
      failureMessage={() => t('adminNews.pinFailed')}
      label={t('adminNews.pinNamed', { name: item.heading })}
    >
      {t('adminNews.pin')}
    </ConfirmActionButton>
  );
}
