import type { Partner, PartnerFields } from '@contract/content';
import { injectImageResource, TAG } from '@/shared/api';

// /api/v1/partners; multipart fields: name, image.
const { api, calls } = injectImageResource<Partner, PartnerFields>('partners', TAG.Partner).named(
  'Partner',
  'Partners',
);

export { api as partnerApi, calls as partnerCalls };
export const { useGetPartnersQuery } = api;
