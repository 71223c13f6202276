import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { demoNews, NEWS_URL } from '@/test/mocks/news-item';
import { demoSettingContents, settingsWith } from '@/test/mocks/setting';
import { onlyPage, slowGet } from '@/test/lib';
import { mockServer, renderWithFailedLoad, renderWithProviders } from '@/test/app';

const TITLE = `${demoSettingContents.site.name.en} in News`;

async function findNews() {
  const heading = await screen.findByRole('heading', { level: 2, name: TITLE });
  return heading.closest('section') as HTMLElement;
}

/** The second page answers only after a pause, so its placeholders can be seen. */
function slowSecondPage() {
  mockServer.use(slowGet(NEWS_URL, 200, '2'));
}

describe('news section', () => {
  it("shows '{organisation} in News', its sub-heading and the first three stories", async () => {
    renderWithProviders();

    const section = await findNews();
    expect(section).toHaveAttribute('id', 'news');
    expect(
      within(section).getByText('Some stories in the media featuring the organisation'),
    ).toBeInTheDocument();
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      demoNews.slice(0, 3).map(({ heading }) => heading),
    );
  });

  it('shows each story with its image, date, source logo and a link opening in a new tab', async () => {
    renderWithProviders();
    const section = await findNews();
    const [card] = await within(section).findAllByRole('article');
    const story = demoNews[0]!;

    expect(card).toHaveTextContent('05 Mar 2024');
    expect(within(card!).getByRole('img', { name: story.logoName })).toHaveAttribute(
      'src',
      story.logo,
    );
    expect(card!.querySelector(`img[src="${story.image}"]`)).toBeInTheDocument();
    const link = within(card!).getByRole('link', { name: `See More: ${story.heading}` });
    expect(link).toHaveTextContent('See More');
    // A crawler reads the link's text, not its aria-label: "See More" alone says nothing.
    expect(link).toHaveTextContent(story.heading);
    expect(link).toHaveAttribute('href', story.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('appends the next page under three placeholders, then hides See More at the end', async () => {
    slowSecondPage();
    const { user } = renderWithProviders();
    const section = await findNews();
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(3));

    const seeMore = within(section).getByRole('button', { name: 'See More news' });
    expect(seeMore).toHaveTextContent('See More');
    await user.click(seeMore);

    const loading = await within(section).findByRole('status');
    expect(loading).toHaveTextContent('Loading news');
    expect(loading.querySelectorAll('[data-skeleton]')).toHaveLength(3);
    expect(
      within(section).queryByRole('button', { name: 'See More news' }),
    ).not.toBeInTheDocument();

    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(5));
    const headings = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(demoNews.map(({ heading }) => heading));
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'See More news' }),
    ).not.toBeInTheDocument();
    // The button that had focus is gone: focus moves on to the first new story.
    expect(
      within(section).getByRole('link', { name: `See More: ${demoNews[3]!.heading}` }),
    ).toHaveFocus();
  });

  it('shows three placeholders while the first page loads', async () => {
    mockServer.use(slowGet(NEWS_URL, 400));
    renderWithProviders();

    const section = await findNews();
    const loading = within(section).getByRole('status');
    expect(loading.querySelectorAll('[data-skeleton]')).toHaveLength(3);
    expect(
      within(section).queryByRole('button', { name: 'See More news' }),
    ).not.toBeInTheDocument();
  });

  it('is hidden when switched off', async () => {
    mockServer.use(settingsWith({ news: { show: false } }));
    renderWithProviders();

    await screen.findByRole('heading', { level: 2, name: 'Our trusted NGO partners' });
    expect(screen.queryByRole('heading', { name: TITLE })).not.toBeInTheDocument();
  });

  it('is hidden when there is no news', async () => {
    mockServer.use(http.get(NEWS_URL, () => HttpResponse.json(onlyPage([], 3))));
    renderWithProviders();

    const section = await findNews();
    await waitFor(() => expect(section).not.toBeInTheDocument());
  });

  it('only logs a failed load, with no message to the visitor', async () => {
    const logged = await renderWithFailedLoad(NEWS_URL, 'Failed to load the news');
    expect(screen.queryByRole('heading', { name: TITLE })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
