import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { projectPage, PROJECTS_URL } from '@/test/mocks/project';
import { settingsWith } from '@/test/mocks/setting';
import { slowGet } from '@/test/lib';
import {
  findSection,
  mockServer,
  renderInUrdu,
  renderWithFailedLoad,
  renderWithProviders,
} from '@/test/app';

function serveSettings(overrides: Parameters<typeof settingsWith>[0]) {
  mockServer.use(settingsWith(overrides));
}

describe('support projects section', () => {
  it('shows the title, the sub-heading and the first three active projects', async () => {
    renderWithProviders();

    const section = await findSection('Support Our Projects');
    expect(section).toHaveAttribute('id', 'projects');
    expect(
      within(section).getByText('Pick a cause which is close to your heart and donate now!'),
    ).toBeInTheDocument();
    expect(await within(section).findAllByRole('article')).toHaveLength(3);

    const card = within(section).getAllByRole('article')[0]!;
    // Both the image and the title lead to the project's page.
    const links = within(card).getAllByRole('link', { name: 'Ramadan Ration Kits' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/projects/ramadan-ration-kits');
    expect(within(card).getByRole('img', { name: 'Ramadan Ration Kits' })).toHaveAttribute(
      'src',
      '/user/upload/ProjectPhoto/ramadan-ration-kits.jpg',
    );
    expect(card).toHaveTextContent('6 Supporters');
    expect(card).toHaveTextContent('₹2,30,000 Raised of ₹15,00,000 goal');
    expect(within(card).getByRole('progressbar', { name: 'Raised' })).toHaveAttribute(
      'aria-valuenow',
      '15',
    );
    const donate = within(card).getByRole('link', { name: 'Donate Now' });
    expect(donate).toHaveAttribute('href', 'https://donate.example.org/?cause=ramadan-ration-kits');
    expect(donate).toHaveAttribute('target', '_blank');
    expect(donate).toHaveAttribute('rel', 'noopener noreferrer');

    expect(within(section).getAllByRole('article')[1]).toHaveTextContent('1 Supporter');
  });

  it('marks the projects that accept Zakat, in the page language', async () => {
    renderWithProviders();
    const section = await findSection('Support Our Projects');
    const cards = await within(section).findAllByRole('article');
    // Only the first demo project accepts Zakat.
    expect(cards.map((card) => card.textContent?.includes('Zakat accepted'))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('appends the next page under three skeletons, then hides See More at the end', async () => {
    mockServer.use(slowGet(PROJECTS_URL, 150, '2'));
    const { user } = renderWithProviders();
    const section = await findSection('Support Our Projects');
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(3));

    await user.click(within(section).getByRole('button', { name: 'See More' }));

    const loading = await within(section).findByRole('status');
    expect(loading).toHaveTextContent('Loading projects');
    expect(loading.querySelectorAll('[data-skeleton]')).toHaveLength(3);
    expect(within(section).queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();

    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(4));
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Ramadan Ration Kits',
      "Scholarships for Girls' Education",
      'Clean Water for Vikarabad',
      'Winter Blankets',
    ]);
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();

    // Past the goal: the label and the value are true, the fill stops at its track.
    const last = within(section).getAllByRole('article')[3]!;
    expect(last).toHaveTextContent('115%');
    expect(last).toHaveTextContent('₹11,50,000 Raised of ₹10,00,000 goal');
    const bar = within(last).getByRole('progressbar', { name: 'Raised' });
    expect(bar).toHaveAttribute('aria-valuenow', '115');
    expect(bar.firstElementChild).toHaveAttribute('style', 'inline-size: 100%;');
  });

  it('shows three skeletons while the first page loads', async () => {
    mockServer.use(slowGet(PROJECTS_URL, 150));
    renderWithProviders();

    const section = await findSection('Support Our Projects');
    const loading = within(section).getByRole('status');
    expect(loading.querySelectorAll('[data-skeleton]')).toHaveLength(3);
    expect(await within(section).findAllByRole('article')).toHaveLength(3);
  });

  it('hides the money and supporter figures when projects-donations is off', async () => {
    serveSettings({ 'projects-donations': { show: false } });
    renderWithProviders();

    const section = await findSection('Support Our Projects');
    const [card] = await within(section).findAllByRole('article');
    expect(within(card!).getByRole('link', { name: 'Donate Now' })).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Supporters');
    expect(card).not.toHaveTextContent('₹');
    expect(within(card!).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('only logs a failure, with no message to the visitor', async () => {
    const logged = await renderWithFailedLoad(
      PROJECTS_URL,
      'Failed to load the active projects',
      {},
    );
    expect(screen.queryByRole('heading', { name: 'Support Our Projects' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('completed projects section', () => {
  it("shows 'Our Activities' with cards leading to each activity page", async () => {
    renderWithProviders();

    const section = await findSection('Our Activities');
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first] = cards;
    const links = within(first!).getAllByRole('link', { name: 'Monsoon Flood Relief' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/activities/flood-relief-2025');
    expect(within(first!).getByRole('img', { name: 'Monsoon Flood Relief' })).toHaveAttribute(
      'src',
      '/user/upload/ProjectPhoto/flood-relief-2025.jpg',
    );
    expect(first).toHaveTextContent('412 Supporters');
    expect(first).toHaveTextContent('₹23,45,678 Raised');
    // One page only: nothing more to load.
    expect(within(section).queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();
  });

  it('hides the figures when projects-donations is off', async () => {
    serveSettings({ 'projects-donations': { show: false } });
    renderWithProviders();

    const section = await findSection('Our Activities');
    const [card] = await within(section).findAllByRole('article');
    expect(card).toHaveTextContent('Monsoon Flood Relief');
    expect(card).not.toHaveTextContent('Supporters');
    expect(card).not.toHaveTextContent('Raised');
  });

  it('shows its texts in Urdu', async () => {
    renderInUrdu();

    const section = await findSection('ہماری سرگرمیاں');
    const [card] = await within(section).findAllByRole('article');
    expect(card).toHaveTextContent('412 حامی');
    // The amount is isolated, so its ₹ stays before the digits in right-to-left text.
    expect(card).toHaveTextContent('\u2068₹23,45,678\u2069 جمع ہوئے');
    expect(await findSection('ہمارے منصوبوں کی مدد کریں')).toBeInTheDocument();
  });
});

// Each project section hides on its own, and the other one still shows.
describe.each([
  { title: 'Support Our Projects', flag: 'projects', status: 'active', other: 'Our Activities' },
  {
    title: 'Our Activities',
    flag: 'activities',
    status: 'completed',
    other: 'Support Our Projects',
  },
] as const)('the $title section', ({ title, flag, status, other }) => {
  it('is hidden when its flag is off', async () => {
    serveSettings({ [flag]: { show: false } });
    renderWithProviders();

    expect(await screen.findByRole('heading', { level: 2, name: other })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
  });

  it(`is hidden when there are no ${status} projects`, async () => {
    mockServer.use(
      http.get(PROJECTS_URL, ({ request }) =>
        new URL(request.url).searchParams.get('status') === status
          ? HttpResponse.json(projectPage([], 1, 3))
          : undefined,
      ),
    );
    renderWithProviders();

    expect(await screen.findByRole('heading', { level: 2, name: other })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument(),
    );
  });
});
