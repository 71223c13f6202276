export { AdminProjectAddPage } from './ui/AdminProjectAddPage';
export { AdminProjectEditPage } from './ui/AdminProjectEditPage';
export { AdminProjectsPage } from './ui/AdminProjectsPage';
