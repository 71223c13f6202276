import { LIMITS } from '@contract/common';
import { type Partner, type PartnerFields } from '@contract/content';
import { partnerCalls } from '@/entities/partner';
import { routePaths } from '@/shared/routes';
import { imageResourceScreens } from '@/widgets/admin/image-resource';

/** The partners (docs/product.md §2): name and logo; a new partner needs both. */
export const partnerScreens = imageResourceScreens<Partner, PartnerFields>({
  texts: 'adminPartners',
  routes: routePaths.adminPartners,
  versions: 'partners',
  calls: partnerCalls,
  fields: [{ name: 'name', maxLength: LIMITS.name }],
  image: { name: 'logo', kind: 'partner' },
});
