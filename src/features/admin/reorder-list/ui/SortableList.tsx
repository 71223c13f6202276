import type { ReactNode } from 'react';
import { DndContext } from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { type SortableOrderProps, useSortableOrder } from '../model/useSortableOrder';
import { SortableItem } from './SortableItem';
import './SortableList.css';

type SortableListProps<Item extends { id: number }> = SortableOrderProps<Item> & {
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
  const { shown, ids, context } = useSortableOrder({ items, nameOf, save });

  return (
    <DndContext {...context}>
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
