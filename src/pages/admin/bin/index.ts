export { AdminBinPage } from './ui/AdminBinPage';
