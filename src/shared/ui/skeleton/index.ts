export { SkeletonList } from './Skeleton';
