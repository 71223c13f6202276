import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';

/** What a screen reader hears while an item moves, in the admin's language (dnd-kit's live region). */
export function useAnnouncements(
  ids: readonly number[],
  nameOf: (id: number) => string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useTranslation();
  const at = (id: unknown) => ({
    name: nameOf(Number(id)),
    place: ids.indexOf(Number(id)) + 1,
    count: ids.length,
  });
  return {
    screenReaderInstructions: { draggable: t('adminOrder.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('adminOrder.picked', at(active.id)),
      onDragOver: ({ active, over }) =>
        over
          ? t('adminOrder.over', { ...at(over.id), name: nameOf(Number(active.id)) })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('adminOrder.dropped', { ...at(over.id), name: nameOf(Number(active.id)) })
          : undefined,
      onDragCancel: ({ active }) => t('adminOrder.cancelled', at(active.id)),
    },
  };
}
