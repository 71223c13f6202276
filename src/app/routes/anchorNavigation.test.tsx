import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/app';

/** jsdom lays nothing out, so it has no scrollIntoView: record the calls instead. */
const scrollIntoView = jest.fn<void, [ScrollIntoViewOptions?]>();

function scrolledTo() {
  return scrollIntoView.mock.contexts.map((element) => (element as HTMLElement).id);
}

const defaultMatchMedia = window.matchMedia;

/** jsdom has no media queries (the test setup answers 'no' to all): answer this one. */
function preferReducedMotion() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      ...defaultMatchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }),
  });
}

describe('navigation to the home page sections', () => {
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: defaultMatchMedia });
  });

  it('goes home from another page and scrolls smoothly to News & Media once it has loaded', async () => {
    const { user } = renderWithProviders(undefined, { route: '/contact-us' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    await user.click(within(nav).getByRole('link', { name: 'News & Media' }));

    await waitFor(() => expect(scrolledTo()).toContain('news'));
    const news = document.getElementById('news') as HTMLElement;
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    expect(news).toHaveFocus();
    expect(within(news).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Helping Hands Trust in News',
    );
  });

  it('scrolls on the home page itself, without motion when the visitor asks for less', async () => {
    preferReducedMotion();
    const { user } = renderWithProviders();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await screen.findByRole('heading', { level: 1 });

    await user.click(within(nav).getByRole('link', { name: 'About Us' }));

    await waitFor(() => expect(scrolledTo()).toEqual(['about']));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(document.getElementById('about')).toHaveFocus();
  });
});
