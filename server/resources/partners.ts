import { Partner, PartnerFields, PartnerList, PartnerPatchFields } from '@contract/content';
import { uploadUrl } from '@contract/uploads';
import { imageResourceRoutes, imageRows } from '../imageResource';
import { publishingOf } from '../publishing';

export const partnerRoutes = imageResourceRoutes({
  rows: imageRows('partners'),
  url: '/partners',
  tag: 'partners',
  kind: 'partner',
  what: 'Partner',
  binKind: 'partners',
  schemas: {
    item: Partner,
    list: PartnerList,
    fields: PartnerFields,
    changes: PartnerPatchFields,
  },
  summaries: {
    create: 'multipart/form-data: name, nameUr?, image',
    edit: 'multipart/form-data: name?, nameUr?, image? (only the fields sent change)',
  },
  // The client calls a partner's image its logo.
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    nameUr: row.nameUr,
    logo: uploadUrl('partner', row.image),
    position: row.position,
    ...publishingOf(row),
  }),
  summaryOf: (row) => row.name,
});
