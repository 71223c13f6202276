import { useEffect, useState } from 'react';
import {
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DndContextProps,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { changeTroubleKey, isToldElsewhere } from '@/shared/lib/admin-form';
import { notifyError } from '@/shared/ui/toast';
import { ordered } from './ordered';
import { useAnnouncements } from './useAnnouncements';

export type SortableOrderProps<Item extends { id: number }> = {
  items: readonly Item[];
  nameOf: (item: Item) => string;
  /** Sends the whole new order (PUT …/order); a rejection puts the list back as it was. */
  save: (ids: number[]) => Promise<unknown>;
};

/**
 * What a list ordered by dragging shares, whatever draws it (a list, a table): the items in the
 * order being saved, their ids, an item's name by its id, and the drag context's props. A drop
 * saves the new order at once, shown until the list comes back from the server in it; a failure
 * puts it back and says why.
 */
export function useSortableOrder<Item extends { id: number }>({
  items,
  nameOf,
  save,
}: SortableOrderProps<Item>) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState<number[] | null>(null);
  useEffect(() => setSaving(null), [items]);
  const shown = ordered(items, saving);
  const ids = shown.map((item) => item.id);
  const names = new Map(shown.map((item) => [item.id, nameOf(item)]));
  const nameOfId = (id: number) => names.get(id) ?? '';
  const accessibility = useAnnouncements(ids, nameOfId);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
    setSaving(next);
    try {
      await save(next);
    } catch (error) {
      setSaving(null);
      if (isToldElsewhere(error)) return;
      const trouble = changeTroubleKey(error);
      notifyError(trouble ? t(trouble) : t('adminOrder.failed'));
    }
  };

  const context: DndContextProps = {
    sensors,
    collisionDetection: closestCenter,
    accessibility,
    onDragEnd: (event) => void onDragEnd(event),
  };
  return { shown, ids, nameOfId, context };
}
