export { SortableList } from './ui/SortableList';
export { SortableTable } from './ui/SortableTable';
