export { AdminCardsSkeleton, AdminListSkeleton } from './AdminListSkeleton';
