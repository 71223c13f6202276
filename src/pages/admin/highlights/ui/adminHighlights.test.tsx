import { HIGHLIGHTS_URL, demoHighlights } from '@/test/mocks/highlight';
import { describeAdminCrud } from '@/test/app/adminCrudSuite';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

describeAdminCrud('highlights', {
  base: '/admin/highlights',
  title: 'Highlights',
  one: 'Highlight',
  listUrl: HIGHLIGHTS_URL,
  kind: 'highlight',
  image: 'image',
  demo: demoHighlights,
  textFields: [
    { label: 'Heading', field: 'heading', value: '300 surgeries' },
    { label: 'Sub-heading', field: 'subHeading', value: 'Funded this year' },
  ],
  imageLabel: 'Image',
  // Highlights take no WebP (docs/product.md §5).
  refusedType: {
    type: 'image/webp',
    name: 'photo.webp',
    message: 'Only image files (JPEG, PNG, GIF) are allowed.',
  },
  loadFailed: 'failed to load data, please try again',
});
