export { AdminDateTime } from './AdminDateTime';
