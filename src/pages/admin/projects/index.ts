export { AdminProjectAddPage } from './ui/AdminProjectAddPage';
export { AdminProjectDonationsPage } from './ui/AdminProjectDonationsPage';
export { AdminProjectEditPage } from './ui/AdminProjectEditPage';
export { AdminProjectsPage } from './ui/AdminProjectsPage';
