export { AdminNewsLogoAddPage } from './ui/AdminNewsLogoAddPage';
export { AdminNewsLogoEditPage } from './ui/AdminNewsLogoEditPage';
export { AdminNewsLogosPage } from './ui/AdminNewsLogosPage';
