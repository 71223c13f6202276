export { AdminPartnerAddPage } from './ui/AdminPartnerAddPage';
export { AdminPartnerEditPage } from './ui/AdminPartnerEditPage';
export { AdminPartnersPage } from './ui/AdminPartnersPage';
