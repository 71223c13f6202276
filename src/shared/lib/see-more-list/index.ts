export { useSeeMoreList } from './useSeeMoreList';
