export { SortableList } from './ui/SortableList';
