export { AdminAccountPage } from './ui/AdminAccountPage';
