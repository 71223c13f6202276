export { AdminHomePage } from './ui/AdminHomePage';
