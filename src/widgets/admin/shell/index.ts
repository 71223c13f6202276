export { AdminLayout } from './ui/AdminLayout';
export { AdminRoot } from './ui/AdminRoot';
export { RequireRole } from './ui/RequireRole';
