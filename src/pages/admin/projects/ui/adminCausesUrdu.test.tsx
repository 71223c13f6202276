import { screen, within } from '@testing-library/react';
import { giftBackend } from '@/test/mocks/gift';
import { demoNews, newsBackend } from '@/test/mocks/news-item';
import { demoProjects, projectBackend } from '@/test/mocks/project';
import { demoAdmin } from '@/test/mocks/session';
import { mockServer, renderWithProviders } from '@/test/app';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const inUrdu = { session: { token: demoAdmin.token }, language: { language: 'ur' as const } };

describe('the admin news, projects and gifts screens in Urdu', () => {
  it('lists the news right to left with Urdu headings and actions', async () => {
    mockServer.use(...newsBackend().handlers);
    renderWithProviders(undefined, { route: '/admin/news/list', preloadedState: inUrdu });
    expect(
      await screen.findByRole('heading', { name: 'خبریں', level: 1 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const item = demoNews.find(({ pinned }) => !pinned)!;
    const row = within((await screen.findByText(item.heading)).closest('tr')!);
    expect(row.getByRole('button', { name: `پن کریں: ${item.heading}` })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'ذریعے کا لوگو' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'پن کی ہوئی' })).toBeInTheDocument();
  });

  it("names an anonymous gift in Urdu on a project's gifts screen", async () => {
    const project = demoProjects[0]!;
    mockServer.use(...projectBackend().handlers, ...giftBackend().handlers);
    renderWithProviders(undefined, {
      route: `/admin/projects/${project.projectId}/donations`,
      preloadedState: inUrdu,
    });
    expect(
      await screen.findByRole('heading', { name: 'عطیات', level: 1 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('گمنام')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'عطیہ درج کریں' })).toBeInTheDocument();
  });
});
