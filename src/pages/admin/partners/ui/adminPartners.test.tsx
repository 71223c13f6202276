import { PARTNERS_URL, demoPartners } from '@/test/mocks/partner';
import { describeAdminCrud } from '@/test/app/adminCrudSuite';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

describeAdminCrud('partners', {
  base: '/admin/partners',
  title: 'Partners',
  one: 'Partner',
  listUrl: PARTNERS_URL,
  kind: 'partner',
  image: 'logo',
  demo: demoPartners,
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
