export { AdminRoot } from './ui/AdminRoot';
