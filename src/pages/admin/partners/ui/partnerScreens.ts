import { LIMITS, type Partner, type PartnerFields } from '@contract';
import {
  useAddPartnerMutation,
  useDeletePartnerMutation,
  useEditPartnerMutation,
  useGetPartnersQuery,
} from '@/entities/partner';
import { routePaths } from '@/shared/routes';
import { imageResourceScreens } from '@/widgets/admin/image-resource';

/** The partners (SPEC.md §2): name and logo; a new partner needs both. */
export const partnerScreens = imageResourceScreens<Partner, PartnerFields>({
  texts: {
    heading: 'adminPartners.heading',
    addHeading: 'adminPartners.addHeading',
    empty: 'adminPartners.empty',
  },
  listPath: routePaths.adminPartners,
  addPath: routePaths.adminPartnerAdd,
  nameOf: (partner) => partner.name,
  imageOf: (partner) => partner.logo,
  useList: useGetPartnersQuery,
  useDelete: useDeletePartnerMutation,
  form: {
    fields: [{ name: 'name', label: 'adminPartners.name', maxLength: LIMITS.name }],
    imageLabel: 'adminPartners.logo',
    kind: 'partner',
    editHeading: 'adminPartners.editHeading',
    editPath: routePaths.adminPartnerEdit,
    useAdd: useAddPartnerMutation,
    useEdit: useEditPartnerMutation,
  },
});
