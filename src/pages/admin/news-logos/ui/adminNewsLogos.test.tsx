import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  NEWS_LOGOS_URL,
  NEWS_LOGO_URL,
  demoNewsLogos,
  newsLogoBackend,
} from '@/test/mocks/news-logo';
import { findHeading, mockServer, openAdmin } from '@/test/app';
import { describeAdminCrud } from '@/test/app/adminCrudSuite';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

describeAdminCrud('news logos', {
  listRoute: '/admin/news/logos',
  addRoute: '/admin/news/logos/add',
  editRoute: (id) => `/admin/news/logos/${id}/edit`,
  title: 'News Logos',
  addTitle: 'Add News Logo',
  editTitle: 'Edit News Logo',
  listUrl: NEWS_LOGOS_URL,
  itemUrl: NEWS_LOGO_URL,
  backend: newsLogoBackend,
  demo: demoNewsLogos,
  nameOf: (logo) => logo.name,
  imageOf: (logo) => logo.image,
  cellsOf: (logo) => [logo.name],
  storedFields: ({ name }) => ({ name }),
  textFields: [{ label: 'Name', field: 'name', value: 'The Evening Post' }],
  imageLabel: 'Logo',
  refusedType: {
    type: 'image/svg+xml',
    name: 'logo.svg',
    message: 'Only image files (JPEG, PNG, GIF, Webp) are allowed.',
  },
  loadFailed: 'Failed to fetch logos, please try again',
});

describe('news logos in use', () => {
  it("shows the server's reason when a logo still used by news cannot be deleted", async () => {
    const reason = 'This logo is used by 2 news items; delete them first';
    mockServer.use(...newsLogoBackend().handlers);
    mockServer.use(
      http.delete(NEWS_LOGO_URL, () =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: reason }, { status: 409 }),
      ),
    );
    const { user } = openAdmin('/admin/news/logos');
    await findHeading('News Logos');
    const [logo] = demoNewsLogos;
    await user.click(await screen.findByRole('button', { name: `Delete ${logo!.name}` }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(
      within(screen.getByRole('table')).getByRole('img', { name: logo!.name }),
    ).toBeInTheDocument();
  });
});
