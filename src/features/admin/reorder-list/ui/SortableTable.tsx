import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';
import { DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { TableColumnType, TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { type SortableOrderProps, useSortableOrder } from '../model/useSortableOrder';
import { useSortableHandle } from './useSortableHandle';
import './SortableList.css';

/** What every row of the table needs, given once: its item's name, and whether it moves. */
type Rows = { nameOf: (id: number) => string; disabled: boolean };
const RowsContext = createContext<Rows>({ nameOf: String, disabled: true });
/** A row's drag handle, for its cell. */
const HandleContext = createContext<ReactNode>(null);

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: number | string };

/** antd's row (`components.body.row`), moved by the handle in its first cell. */
function SortableRow({ style, className, ...props }: RowProps) {
  const rows = useContext(RowsContext);
  const id = Number(props['data-row-key']);
  const sortable = useSortableHandle(id, rows.nameOf(id), rows.disabled);
  return (
    <HandleContext.Provider value={sortable.handle}>
      <tr
        {...props}
        ref={sortable.setNodeRef}
        style={{ ...style, ...sortable.style }}
        className={[className, sortable.dragging ? 'sortable-item--dragging' : '']
          .filter(Boolean)
          .join(' ')}
      />
    </HandleContext.Provider>
  );
}

function RowHandle() {
  return <>{useContext(HandleContext)}</>;
}

const components: TableProps<object>['components'] = { body: { row: SortableRow } };

type SortableTableProps<Item extends { id: number }> = SortableOrderProps<Item> & {
  /** No handles: the table shows only a part of the items (a filter), or may not be changed. */
  disabled?: boolean;
  /**
   * The table, drawn with what it is given: the items in their order, antd's `components` and
   * the handles' column (none when disabled) to put first.
   */
  children: (table: {
    items: Item[];
    components: TableProps<Item>['components'];
    handleColumn: TableColumnType<Item>[];
  }) => ReactNode;
};

/**
 * An antd table whose rows an admin orders by dragging a row's handle, as SortableList's items
 * (mouse, finger, keyboard; announced in the admin's language); the order is saved at once.
 */
export function SortableTable<Item extends { id: number }>({
  items,
  nameOf,
  save,
  disabled = false,
  children,
}: SortableTableProps<Item>) {
  const { t } = useTranslation();
  const { shown, ids, nameOfId, context } = useSortableOrder({ items, nameOf, save });
  const handleColumn: TableColumnType<Item>[] = disabled
    ? []
    : [{ key: 'order', title: t('adminOrder.column'), width: 64, render: () => <RowHandle /> }];
  return (
    <DndContext {...context}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <RowsContext.Provider value={{ nameOf: nameOfId, disabled }}>
          {children({ items: shown, components, handleColumn })}
        </RowsContext.Provider>
      </SortableContext>
    </DndContext>
  );
}
