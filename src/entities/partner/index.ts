export { partnerApi, partnerCalls, useGetPartnersQuery } from './api/partnerApi';
export { PartnerLogo } from './ui/PartnerLogo';
