import type { ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  const sortable = useSortable({
    id,
    disabled,
    attributes: { roleDescription: t('adminOrder.roleDescription') },
  });
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition } =
    sortable;
  const handle = disabled ? null : (
    <button
      type="button"
      className="sortable-handle"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t('adminOrder.handle', { name })}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={[className, sortable.isDragging ? 'sortable-item--dragging' : '']
        .filter(Boolean)
        .join(' ')}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
