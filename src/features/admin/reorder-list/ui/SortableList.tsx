import { useEffect, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { changeTroubleKey, isToldElsewhere } from '@/shared/lib/admin-form';
import { notifyError } from '@/shared/ui/toast';
import { ordered } from '../model/ordered';
import { useAnnouncements } from '../model/useAnnouncements';
import { SortableItem } from './SortableItem';
import './SortableList.css';

type SortableListProps<Item extends { id: number }> = {
  items: readonly Item[];
  nameOf: (item: Item) => string;
  /** Sends the whole new order (PUT …/order); a rejection puts the list back as it was. */
  save: (ids: number[]) => Promise<unknown>;
  /** No handles: the list shows only a part of the items (a filter), or may not be changed. */
  disabled?: boolean;
  /** A grid moves by arrows in every direction, a column by up and down. */
  layout: 'grid' | 'column';
  className?: string;
  itemClassName?: string;
  children: (item: Item, handle: ReactNode) => ReactNode;
};

/**
 * A list an admin orders by dragging an item's handle with a mouse, a finger or the keyboard
 * (focus the handle, Space to lift, arrows to move, Space to drop, Escape to cancel), each step
 * announced in the admin's language. The arrows follow the screen, so in Urdu (right to left)
 * the right arrow still moves right. The new order is saved at once; a failure puts it back.
 */
export function SortableList<Item extends { id: number }>({
  items,
  nameOf,
  save,
  disabled = false,
  layout,
  className,
  itemClassName,
  children,
}: SortableListProps<Item>) {
  const { t } = useTranslation();
  // The order being saved, shown until the list comes back from the server in it.
  const [saving, setSaving] = useState<number[] | null>(null);
  useEffect(() => setSaving(null), [items]);
  const shown = ordered(items, saving);
  const ids = shown.map((item) => item.id);
  const names = new Map(shown.map((item) => [item.id, nameOf(item)]));
  const accessibility = useAnnouncements(ids, (id) => names.get(id) ?? '');
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

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragEnd={(event) => void onDragEnd(event)}
    >
      <SortableContext
        items={ids}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
      >
        <ul className={className}>
          {shown.map((item) => (
            <SortableItem
              key={item.id}
              id={item.id}
              name={nameOf(item)}
              className={itemClassName}
              disabled={disabled}
            >
              {(handle) => children(item, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
