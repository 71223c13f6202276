export {
  partnerApi,
  useAddPartnerMutation,
  useDeletePartnerMutation,
  useEditPartnerMutation,
  useGetPartnersQuery,
} from './api/partnerApi';
export { PartnerLogo } from './ui/PartnerLogo';
