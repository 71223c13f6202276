import { screen, within } from '@testing-library/react';
import { URDU_MISSING_URL, noUrduMissing, urduStatusHandlers } from '@/test/mocks/urdu-status';
import { demoAdmin } from '@/test/mocks/session';
import {
  findHeading,
  findSection,
  mockServer,
  openAdmin,
  renderWithProviders,
  signedIn,
} from '@/test/app';
import { watchedGet } from '@/test/lib';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const toDo = async (name: string) => within(await findSection(name, 15_000));

describe('what still lacks Urdu, on the admin home', () => {
  it('counts per section, each a link to that list showing only those', async () => {
    const missing = watchedGet(URDU_MISSING_URL, {
      ...noUrduMissing,
      gallery: 2,
      news: 1,
      projects: 3,
    });
    const { user } = openAdmin('/admin');

    const section = await toDo('Still to put into Urdu');
    const links = await section.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Gallery: 2 lacking Urdu', '/admin/images/list?urdu=missing'],
      ['News: 1 lacking Urdu', '/admin/news/list?urdu=missing'],
      ['Projects: 3 lacking Urdu', '/admin/projects/list?urdu=missing'],
    ]);
    expect(missing.authorization()).toBe(`Bearer ${demoAdmin.token}`);

    await user.click(links[0]!);
    await findHeading('Gallery');
    const filter = await screen.findByRole('group', { name: 'Show' });
    expect(within(filter).getByRole('radio', { name: 'Urdu missing' })).toBeChecked();
  });

  it('says in one line when everything has its Urdu', async () => {
    renderWithProviders(undefined, { route: '/admin', preloadedState: signedIn });
    const section = await toDo('Still to put into Urdu');
    expect(await section.findByText('Every item of every section has its Urdu.')).toBeVisible();
    expect(section.queryAllByRole('link')).toHaveLength(0);
  });

  it('speaks Urdu', async () => {
    mockServer.use(...urduStatusHandlers({ ...noUrduMissing, testimonials: 4 }));
    renderWithProviders(undefined, {
      route: '/admin',
      preloadedState: { ...signedIn, language: { language: 'ur' } },
    });
    const section = await toDo('جن کا اردو ترجمہ باقی ہے');
    expect(await section.findByRole('link', { name: 'تاثرات: 4 کی اردو باقی ہے' })).toHaveAttribute(
      'href',
      '/admin/testimonials/list?urdu=missing',
    );
  });
});
