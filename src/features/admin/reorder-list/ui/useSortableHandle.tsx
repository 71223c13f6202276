import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';

/**
 * One sortable item's part: the node to move (`setNodeRef`, `style`, `dragging`) and its
 * handle, a button moved by pointer (mouse, touch, pen) or keyboard, none when `disabled`.
 */
export function useSortableHandle(id: number, name: string, disabled: boolean) {
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
  return {
    setNodeRef,
    handle,
    dragging: sortable.isDragging,
    style: { transform: CSS.Translate.toString(transform), transition },
  };
}
