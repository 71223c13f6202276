import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Testimonial } from '@contract/content';
import { demoTestimonials, TESTIMONIALS_URL } from '@/test/mocks/testimonial';
import { settingsWith } from '@/test/mocks/setting';
import { onlyPage, slowGet } from '@/test/lib';
import { mockServer, renderWithFailedLoad, renderWithProviders } from '@/test/app';

async function findTestimonials() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Testimonials' });
  return heading.closest('section') as HTMLElement;
}

const playName = (testimonial: Testimonial) => `Play video: ${testimonial.name}`;

/** The speakers in the order the page shows their play buttons. */
function speakers(container: HTMLElement) {
  return within(container)
    .queryAllByRole('button', { name: /^Play video: / })
    .map((button) => button.getAttribute('aria-label')?.replace('Play video: ', ''));
}

describe('testimonials section', () => {
  it('features the first two videos beside the heading and puts the rest in a grid', async () => {
    renderWithProviders();
    const section = await findTestimonials();
    await within(section).findByRole('button', { name: playName(demoTestimonials[0]!) });

    const lists = within(section).getAllByRole('list');
    expect(lists).toHaveLength(2);
    const [featured, grid] = lists;
    const names = demoTestimonials.map(({ name }) => name);
    expect(speakers(featured!)).toEqual(names.slice(0, 2));
    expect(speakers(grid!)).toEqual(names.slice(2, 5));
    expect(
      featured!.parentElement!.contains(screen.getByRole('heading', { name: 'Testimonials' })),
    ).toBe(true);
  });

  it('loads a video only when its play button is pressed, from a privacy-enhanced embed', async () => {
    const { user } = renderWithProviders();
    const section = await findTestimonials();
    const speaker = demoTestimonials[1]!; // stored as a youtube.com/watch URL
    const play = await within(section).findByRole('button', { name: playName(speaker) });
    expect(section.querySelector('iframe')).not.toBeInTheDocument();
    expect(play.querySelector('img')).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/Lm4pT9wZ3aQ/hqdefault.jpg',
    );

    await user.click(play);

    const player = within(section).getByTitle(speaker.name);
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Lm4pT9wZ3aQ?autoplay=1',
    );
    expect(player).toHaveFocus();
    expect(section.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('appends the next page under six placeholders, then hides See More at the end', async () => {
    mockServer.use(slowGet(TESTIMONIALS_URL, 200, '2'));
    const { user } = renderWithProviders();
    const section = await findTestimonials();
    await within(section).findByRole('button', { name: playName(demoTestimonials[0]!) });
    expect(speakers(section)).toHaveLength(5);

    const seeMore = within(section).getByRole('button', { name: 'See More testimonials' });
    expect(seeMore).toHaveTextContent('See More');
    await user.click(seeMore);

    const loading = await within(section).findByRole('status');
    expect(loading).toHaveTextContent('Loading testimonials');
    expect(loading.querySelectorAll('[data-skeleton]')).toHaveLength(6);
    expect(
      within(section).queryByRole('button', { name: 'See More testimonials' }),
    ).not.toBeInTheDocument();

    await waitFor(() => expect(speakers(section)).toHaveLength(7));
    expect(speakers(section)).toEqual(demoTestimonials.map(({ name }) => name));
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'See More testimonials' }),
    ).not.toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: playName(demoTestimonials[5]!) }),
    ).toHaveFocus();
  });

  it('shows six placeholders while the first page loads', async () => {
    mockServer.use(slowGet(TESTIMONIALS_URL, 400));
    renderWithProviders();

    const section = await findTestimonials();
    const loading = within(section).getByRole('status');
    expect(loading.querySelectorAll('[data-skeleton]')).toHaveLength(6);
  });

  it('renders nothing when there are no testimonials', async () => {
    mockServer.use(http.get(TESTIMONIALS_URL, () => HttpResponse.json(onlyPage([], 5))));
    renderWithProviders();

    const section = await findTestimonials();
    await waitFor(() => expect(section).not.toBeInTheDocument());
    expect(screen.queryByText('Testimonials')).not.toBeInTheDocument();
  });

  it('is hidden when switched off', async () => {
    mockServer.use(settingsWith({ testimonials: { show: false } }));
    renderWithProviders();

    await screen.findByRole('heading', { level: 2, name: 'Our trusted NGO partners' });
    expect(screen.queryByRole('heading', { name: 'Testimonials' })).not.toBeInTheDocument();
  });

  it('only logs a failed load, with no message to the visitor', async () => {
    const logged = await renderWithFailedLoad(TESTIMONIALS_URL, 'Failed to load the testimonials');
    expect(screen.queryByRole('heading', { name: 'Testimonials' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
