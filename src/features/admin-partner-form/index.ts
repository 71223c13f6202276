export { PartnerForm } from './ui/PartnerForm';
