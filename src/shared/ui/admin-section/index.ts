export { AdminSection } from './AdminSection';
