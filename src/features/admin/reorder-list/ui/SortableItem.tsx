import type { ReactNode } from 'react';
import { useSortableHandle } from './useSortableHandle';

type SortableItemProps = {
  id: number;
  name: string;
  className?: string;
  disabled: boolean;
  /** The item's content, given its drag handle to place. */
  children: (handle: ReactNode) => ReactNode;
};

/** One item of a sortable list: moved by its handle, by pointer (mouse, touch, pen) or keyboard. */
export function SortableItem({ id, name, className, disabled, children }: SortableItemProps) {
  const { setNodeRef, handle, dragging, style } = useSortableHandle(id, name, disabled);
  return (
    <li
      ref={setNodeRef}
      className={[className, dragging ? 'sortable-item--dragging' : ''].filter(Boolean).join(' ')}
      style={style}
    >
      {children(handle)}
    </li>
  );
}
