import {
  HIGHLIGHTS_URL,
  HIGHLIGHT_URL,
  demoHighlights,
  highlightBackend,
} from '@/test/mocks/highlight';
import { describeAdminCrud } from '@/test/app/adminCrudSuite';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

describeAdminCrud('highlights', {
  listRoute: '/admin/highlights/list',
  addRoute: '/admin/highlights/add',
  editRoute: (id) => `/admin/highlights/${id}/edit`,
  title: 'Highlights',
  addTitle: 'Add Highlight',
  editTitle: 'Edit Highlight',
  listUrl: HIGHLIGHTS_URL,
  itemUrl: HIGHLIGHT_URL,
  backend: highlightBackend,
  demo: demoHighlights,
  nameOf: (highlight) => highlight.heading,
  imageOf: (highlight) => highlight.image,
  cellsOf: (highlight) => [highlight.heading, highlight.subHeading],
  storedFields: ({ heading, subHeading }) => ({ heading, subHeading }),
  textFields: [
    { label: 'Heading', field: 'heading', value: '300 surgeries' },
    { label: 'Sub-heading', field: 'subHeading', value: 'Funded this year' },
  ],
  imageLabel: 'Image',
  // Highlights take no WebP (SPEC.md §5).
  refusedType: {
    type: 'image/webp',
    name: 'photo.webp',
    message: 'Only image files (JPEG, PNG, GIF) are allowed.',
  },
  loadFailed: 'failed to load data, please try again',
});
