import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NEWS_LOGOS_URL, NEWS_LOGO_URL, demoNewsLogos } from '@/test/mocks/news-logo';
import { findHeading, mockServer, openAdmin } from '@/test/app';
import { describeAdminCrud } from '@/test/app/adminCrudSuite';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

describeAdminCrud('news logos', {
  base: '/admin/news/logos',
  listRoute: '/admin/news/logos',
  title: 'News Logos',
  one: 'News Logo',
  listUrl: NEWS_LOGOS_URL,
  kind: 'newsLogo',
  image: 'image',
  demo: demoNewsLogos,
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
    // The app's mock API lists the demo logos; this delete is refused.
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
