import { PARTNERS_URL, PARTNER_URL, demoPartners, partnerBackend } from '@/test/mocks/partner';
import { describeAdminCrud } from '@/test/app/adminCrudSuite';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

describeAdminCrud('partners', {
  listRoute: '/admin/partners/list',
  addRoute: '/admin/partners/add',
  editRoute: (id) => `/admin/partners/${id}/edit`,
  title: 'Partners',
  addTitle: 'Add Partner',
  editTitle: 'Edit Partner',
  listUrl: PARTNERS_URL,
  itemUrl: PARTNER_URL,
  backend: partnerBackend,
  demo: demoPartners,
  nameOf: (partner) => partner.name,
  imageOf: (partner) => partner.logo,
  cellsOf: (partner) => [partner.name],
  storedFields: (partner) => ({ name: partner.name }),
  textFields: [{ label: 'Name', field: 'name', value: 'Helping Hands Trust' }],
  imageLabel: 'Logo',
  // Partners take WebP; a non-image is refused with the WebP wording.
  refusedType: {
    type: 'application/pdf',
    name: 'logo.pdf',
    message: 'Only image files (JPEG, PNG, GIF, Webp) are allowed.',
  },
  loadFailed: 'failed to load data, please try again',
});
