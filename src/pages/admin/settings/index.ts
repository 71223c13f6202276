export { AdminSettingsPage } from './ui/AdminSettingsPage';
