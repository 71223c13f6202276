export { AdminLayout } from './ui/AdminLayout';
export { AdminRoot } from './ui/AdminRoot';
