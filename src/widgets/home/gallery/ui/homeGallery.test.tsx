import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { demoGalleryImages, GALLERY_IMAGES_URL } from '@/test/mocks/gallery-image';
import { settingsWith } from '@/test/mocks/setting';
import { mockServer, renderInUrdu, renderWithFailedLoad, renderWithProviders } from '@/test/app';

async function findGallery(name = 'Gallery') {
  const region = await screen.findByRole('region', { name });
  await within(region).findAllByRole('img');
  return region;
}

/** The names of the photos on show (react-slick hides the others and its clones). */
function visiblePhotos(region: HTMLElement) {
  return within(region)
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));
}

/*
 * react-slick finishes a slide in timers it starts from state callbacks; stepping the clock in
 * small acts lets React commit between them, as a browser would.
 */
function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    act(() => jest.advanceTimersByTime(100));
  }
}

const jsdomMatchMedia = window.matchMedia;

/** A browser window `width` px wide, optionally asking for reduced motion. */
function emulateMedia({ width = 1280, reducedMotion = false }) {
  const matches = (query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    if (minWidth) return width >= Number(minWidth[1]);
    return query === '(prefers-reduced-motion: reduce)' && reducedMotion;
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ ...jsdomMatchMedia(query), matches: matches(query) }),
  });
}

afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: jsdomMatchMedia });
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('gallery section', () => {
  it('shows the photos named by their alt text, fading each in once loaded', async () => {
    emulateMedia({ width: 1280 });
    renderWithProviders();
    const region = await findGallery();

    expect(visiblePhotos(region)).toEqual(demoGalleryImages.slice(0, 4).map(({ name }) => name));
    const photo = within(region).getByRole('img', { name: demoGalleryImages[0]!.name });
    expect(photo).toHaveAttribute('src', demoGalleryImages[0]!.image);
    expect(photo).toHaveStyle({ opacity: '0' });
    fireEvent.load(photo);
    expect(photo).not.toHaveStyle({ opacity: '0' });
    expect(within(region).getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it.each([
    [390, 1],
    [639, 1],
    [640, 2],
    [1023, 2],
    [1024, 4],
    [1440, 4],
  ])('shows, %i px wide, %i photos at a time', async (width, count) => {
    emulateMedia({ width });
    renderWithProviders();
    const region = await findGallery();

    await waitFor(() => expect(visiblePhotos(region)).toHaveLength(count));
    expect(visiblePhotos(region)).toEqual(
      demoGalleryImages.slice(0, count).map(({ name }) => name),
    );
  });

  it('puts its Pause button before the carousel in reading order', async () => {
    renderWithProviders();
    const region = await findGallery();

    const pause = within(region).getByRole('button', { name: 'Pause' });
    const firstArrow = within(region).getByRole('button', { name: 'Previous' });
    const photo = within(region).getByRole('img', { name: demoGalleryImages[0]!.name });
    expect(pause.compareDocumentPosition(firstArrow)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(pause.compareDocumentPosition(photo)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  /** Autoplay holds the first photo (5 s and more), then moves on within 2.6 s of `resume`. */
  function expectHeldUntil(region: HTMLElement, resume: () => void) {
    advance(5000);
    expect(visiblePhotos(region)[0]).toBe(demoGalleryImages[0]!.name);
    resume();
    advance(2600);
    expect(visiblePhotos(region)[0]).toBe(demoGalleryImages[1]!.name);
  }

  describe('autoplay', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      jest.useRealTimers();
      Reflect.deleteProperty(document, 'visibilityState');
    });

    it('moves on every 2 seconds; Pause stops it and Play resumes it', async () => {
      renderWithProviders();
      const region = await findGallery();
      const [first, second] = demoGalleryImages.map(({ name }) => name);

      advance(1900);
      expect(visiblePhotos(region)[0]).toBe(first);
      advance(700);
      expect(visiblePhotos(region)[0]).toBe(second);

      fireEvent.click(within(region).getByRole('button', { name: 'Pause' }));
      const play = within(region).getByRole('button', { name: 'Play' });
      advance(5000);
      expect(visiblePhotos(region)[0]).toBe(second);

      fireEvent.click(play);
      expect(within(region).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
      advance(2600);
      expect(visiblePhotos(region)[0]).toBe(demoGalleryImages[2]!.name);
    });

    it('pauses while hovered and resumes when the pointer leaves', async () => {
      renderWithProviders();
      const region = await findGallery();
      const photo = within(region).getByRole('img', { name: demoGalleryImages[0]!.name });

      fireEvent.mouseEnter(photo);
      expectHeldUntil(region, () => fireEvent.mouseLeave(photo));
    });

    it('pauses while keyboard focus is inside and resumes when it leaves', async () => {
      renderWithProviders();
      const region = await findGallery();
      const next = within(region).getByRole('button', { name: 'Next' });

      act(() => next.focus());
      expectHeldUntil(region, () => act(() => next.blur()));
    });

    it('pauses while the tab is hidden and resumes when it is shown again', async () => {
      renderWithProviders();
      const region = await findGallery();

      setVisibility('hidden');
      expectHeldUntil(region, () => setVisibility('visible'));
    });

    it('stays still for visitors who prefer reduced motion until they press Play', async () => {
      emulateMedia({ width: 390, reducedMotion: true });
      renderWithProviders();
      const region = await findGallery();

      const play = await within(region).findByRole('button', { name: 'Play' });
      expectHeldUntil(region, () => fireEvent.click(play));
    });
  });

  it('runs right to left in Urdu, starting from the right edge', async () => {
    emulateMedia({ width: 1280 });
    jest.useFakeTimers();
    renderInUrdu();
    const region = await findGallery('گیلری');
    // Each photo named in Urdu, or in English where its Urdu is missing.
    const names = demoGalleryImages.map(({ name, nameUr }) => nameUr ?? name);

    expect(within(region).getByRole('button', { name: 'روکیں' })).toBeInTheDocument();
    // Left to right on screen: the first photo is the rightmost one.
    expect(visiblePhotos(region)).toEqual([names[3], names[2], names[1], names[0]]);

    advance(2900);
    expect(visiblePhotos(region)).toEqual([names[4], names[3], names[2], names[1]]);

    // The left arrow moves on (next), the right one goes back (previous).
    const [left, right] = within(region).getAllByRole('button', { name: /^(اگلی|پچھلی)$/ });
    expect(left).toHaveAccessibleName('اگلی');
    expect(right).toHaveAccessibleName('پچھلی');
    fireEvent.click(right!);
    advance(600);
    expect(visiblePhotos(region)).toEqual([names[3], names[2], names[1], names[0]]);
  });

  it('is hidden when switched off', async () => {
    mockServer.use(settingsWith({ gallery: { show: false } }));
    renderWithProviders();

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Gallery' })).not.toBeInTheDocument();
  });

  it('is hidden when there are no photos', async () => {
    mockServer.use(http.get(GALLERY_IMAGES_URL, () => HttpResponse.json([])));
    renderWithProviders();

    const gallery = await screen.findByRole('region', { name: 'Gallery' });
    await waitFor(() => expect(gallery).not.toBeInTheDocument());
  });

  it('only logs a failed load, with no message to the visitor', async () => {
    const logged = await renderWithFailedLoad(GALLERY_IMAGES_URL, 'Failed to load the gallery');
    expect(screen.queryByRole('region', { name: 'Gallery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
