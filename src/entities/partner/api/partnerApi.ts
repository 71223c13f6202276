import type { Partner, PartnerFields } from '@contract';
import { baseApi, imageResourceEndpoints, TAG } from '@/shared/api';

export const partnerApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    // /api/v1/partners; multipart fields: name, image.
    const partners = imageResourceEndpoints<Partner, PartnerFields>(build, 'partners', TAG.Partner);
    return {
      getPartners: partners.list,
      addPartner: partners.add,
      editPartner: partners.edit,
      deletePartner: partners.remove,
    };
  },
});

export const {
  useGetPartnersQuery,
  useAddPartnerMutation,
  useEditPartnerMutation,
  useDeletePartnerMutation,
} = partnerApi;
