export { usePagedList } from './usePagedList';
