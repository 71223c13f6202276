export { AdminNewsAddPage } from './ui/AdminNewsAddPage';
export { AdminNewsEditPage } from './ui/AdminNewsEditPage';
export { AdminNewsPage } from './ui/AdminNewsPage';
