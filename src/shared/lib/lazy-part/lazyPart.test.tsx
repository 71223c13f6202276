import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { PrefetchAction } from '@/shared/routes';
import { DeferredPart } from './DeferredPart';
import { lazyPart, preloadAllParts } from './lazyPart';

function Section() {
  return (
    <section aria-label="Partners">
      Live partners
      <button type="button">Pause</button>
    </section>
  );
}

const SERVER_MARKUP =
  '<div><section aria-label="Partners">Server partners<button type="button">Pause</button></section></div>';

async function hydrateServerMarkup(
  part: ReturnType<typeof lazyPart>,
  markup = SERVER_MARKUP,
  prefetch?: () => PrefetchAction[],
) {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const deferred = <DeferredPart part={part} prefetch={prefetch} />;
  const store = configureStore({ reducer: () => ({}) });
  const app = prefetch ? <Provider store={store}>{deferred}</Provider> : deferred;
  const root = await act(async () => hydrateRoot(container, app));
  return () => {
    act(() => root.unmount());
    container.remove();
  };
}

/** A chunk whose arrival the test decides. */
function controlledChunk(Component: ComponentType = Section) {
  let arrive: () => void = () => undefined;
  const loaded = new Promise<{ Section: ComponentType }>((resolve) => {
    arrive = () => resolve({ Section: Component });
  });
  const load = jest.fn(() => loaded);
  return { load, arrive };
}

/** A deferred part over the server's markup, its chunk delivered when the test says. */
async function hydratedPart() {
  const { load, arrive } = controlledChunk();
  const part = lazyPart(load, (module) => module.Section);
  return { load, arrive, part, cleanUp: await hydrateServerMarkup(part) };
}

/** The live part has replaced the server's markup, and focus is still on its Pause button. */
function expectLiveWithPauseFocused() {
  expect(screen.getByRole('region')).toHaveTextContent('Live partners');
  expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
}

describe('lazy parts', () => {
  it('render in one pass once loaded, as the server renders them', async () => {
    const part = lazyPart(
      () => Promise.resolve({ Section }),
      (module) => module.Section,
    );
    await preloadAllParts();

    expect(renderToString(<part.Component />)).toContain('Live partners');
  });

  it('load the parts that loading others brings in', async () => {
    const inner = jest.fn(() => Promise.resolve({ Section }));
    lazyPart(
      () => {
        lazyPart(inner, (module) => module.Section);
        return Promise.resolve({ Section });
      },
      (module) => module.Section,
    );

    await preloadAllParts();

    expect(inner).toHaveBeenCalledTimes(1);
  });

  it('leave out a part the server never renders (the admin screens)', async () => {
    const load = jest.fn(() => Promise.resolve({ Section }));
    const part = lazyPart(load, (module) => module.Section, { onServer: false });

    await preloadAllParts();

    expect(load).not.toHaveBeenCalled();
    expect(part.isLoaded()).toBe(false);
  });
});

describe('a deferred part', () => {
  it('keeps the server markup as it is until its code arrives, then renders itself', async () => {
    const errors = jest.spyOn(console, 'error');
    const { load, arrive, cleanUp } = await hydratedPart();

    // jsdom has no IntersectionObserver: the part loads at once, but the markup stays meanwhile.
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Partners' })).toHaveTextContent('Server partners');

    await act(async () => arrive());

    expect(screen.getByRole('region', { name: 'Partners' })).toHaveTextContent('Live partners');
    expect(errors).not.toHaveBeenCalled();
    cleanUp();
    errors.mockRestore();
  });

  it('over server markup, renders itself once its answers are in as well as its code', async () => {
    const { load, arrive } = controlledChunk();
    let answer: () => void = () => undefined;
    const request = Object.assign(new Promise<void>((resolve) => (answer = resolve)), {
      unsubscribe: jest.fn(),
    });
    const prefetch = jest.fn(() => [() => request]);
    const part = lazyPart(load, (module) => module.Section);
    const cleanUp = await hydrateServerMarkup(part, SERVER_MARKUP, prefetch);
    expect(prefetch).toHaveBeenCalledTimes(1);

    await act(async () => arrive());
    expect(screen.getByRole('region')).toHaveTextContent('Server partners');
    await act(async () => answer());

    expect(screen.getByRole('region')).toHaveTextContent('Live partners');
    // Held until the part rendered: its own hooks hold the answers from there.
    expect(request.unsubscribe).toHaveBeenCalledTimes(1);
    cleanUp();
  });

  it('keeps keyboard focus on the same control when it renders itself', async () => {
    const { arrive, cleanUp } = await hydratedPart();
    screen.getByRole('button', { name: 'Pause' }).focus();

    await act(async () => arrive());

    expectLiveWithPauseFocused();
    cleanUp();
  });

  it('keeps focus that came in after its code arrived, before it was drawn again', async () => {
    const { arrive, part, cleanUp } = await hydratedPart();

    await act(async () => {
      arrive();
      while (!part.isLoaded()) await Promise.resolve();
      // The swap has begun (act holds its render); a Tab moves focus in meanwhile.
      expect(screen.getByRole('region')).toHaveTextContent('Server partners');
      screen.getByRole('button', { name: 'Pause' }).focus();
    });

    expectLiveWithPauseFocused();
    cleanUp();
  });

  it('waits for a click in progress to end before it renders itself', async () => {
    const { arrive, cleanUp } = await hydratedPart();
    const button = screen.getByRole('button', { name: 'Pause' });
    const clicks = jest.fn();
    button.addEventListener('click', clicks);

    fireEvent.pointerDown(button);
    await act(async () => arrive());
    expect(screen.getByRole('region')).toHaveTextContent('Server partners');
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));

    expect(clicks).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region')).toHaveTextContent('Live partners');
    cleanUp();
  });

  it('loads at once when the browser renders it without server markup', async () => {
    const { load, arrive } = controlledChunk();
    const part = lazyPart(load, (module) => module.Section);

    render(<DeferredPart part={part} />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await act(async () => arrive());

    expect(screen.getByRole('region', { name: 'Partners' })).toHaveTextContent('Live partners');
  });
});

/** A gallery like the home page's: its Pause button works only once its code has arrived. */
function Gallery() {
  const [playing, setPlaying] = useState(true);
  const [presses, setPresses] = useState(0);
  return (
    <section aria-label="Gallery">
      <button
        type="button"
        onClick={() => {
          setPlaying((was) => !was);
          setPresses((count) => count + 1);
        }}
      >
        {playing ? 'Pause' : 'Play'}
      </button>
      <a href="#partners">Our partners</a>
      <p>Pressed {presses} times</p>
    </section>
  );
}

const GALLERY_MARKUP =
  '<div><section aria-label="Gallery"><button type="button">Pause</button>' +
  '<a href="#partners">Our partners</a><p>Pressed 0 times</p></section></div>';

/** The section is below the fold: the browser never reports it in view during the test. */
class OffScreenObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe('a deferred part below the fold', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: OffScreenObserver,
    });
  });
  // Undone even when a test fails, so the next one starts on an empty page.
  const cleanUps: (() => void)[] = [];
  afterEach(() => {
    for (const cleanUp of cleanUps.splice(0)) cleanUp();
    Reflect.deleteProperty(window, 'IntersectionObserver');
    window.location.hash = '';
  });

  async function galleryWaitingForItsCode() {
    const chunk = controlledChunk(Gallery);
    cleanUps.push(
      await hydrateServerMarkup(
        lazyPart(chunk.load, (module) => module.Section),
        GALLERY_MARKUP,
      ),
    );
    return chunk;
  }

  it.each([
    ['a pointer goes down', (button: Element) => fireEvent.pointerDown(button)],
    ['focus comes in', (button: Element) => fireEvent.focusIn(button)],
    ['a key goes down', (button: Element) => fireEvent.keyDown(button, { key: 'Tab' })],
  ])('starts loading its code as soon as %s inside it', async (_, intent) => {
    const { load } = await galleryWaitingForItsCode();
    expect(load).not.toHaveBeenCalled();

    intent(screen.getByRole('button', { name: 'Pause' }));

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('plays a click on its server markup again, once, when its code arrives', async () => {
    const user = userEvent.setup();
    const { load, arrive } = await galleryWaitingForItsCode();

    // Clicked again because nothing happened: still the one click the person meant.
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Pressed 0 times')).toBeInTheDocument();
    await act(async () => arrive());

    expect(screen.getByText('Pressed 1 times')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByText('Pressed 1 times')).toBeInTheDocument();
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('plays %s on a focused server button again when its code arrives', async (_, keys) => {
    const user = userEvent.setup();
    const { arrive } = await galleryWaitingForItsCode();
    screen.getByRole('button', { name: 'Pause' }).focus();

    await user.keyboard(keys);
    await act(async () => arrive());

    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
    expect(screen.getByText('Pressed 1 times')).toBeInTheDocument();
  });

  it('does not replay a click on a control that renders with other words', async () => {
    // A visitor who prefers reduced motion: the server wrote Pause, the browser shows Play.
    function StillGallery() {
      const [playing, setPlaying] = useState(false);
      return (
        <section aria-label="Gallery">
          <button type="button" onClick={() => setPlaying(true)}>
            {playing ? 'Pause' : 'Play'}
          </button>
        </section>
      );
    }
    const { load, arrive } = controlledChunk(StillGallery);
    cleanUps.push(
      await hydrateServerMarkup(
        lazyPart(load, (module) => module.Section),
        '<div><section aria-label="Gallery"><button type="button">Pause</button></section></div>',
      ),
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Pause' }));
    await act(async () => arrive());

    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('leaves a link in its server markup to the browser', async () => {
    const { arrive } = await galleryWaitingForItsCode();

    const followed = fireEvent.click(screen.getByRole('link', { name: 'Our partners' }));
    await act(async () => arrive());

    expect(followed).toBe(true);
    expect(window.location.hash).toBe('#partners');
    expect(screen.getByText('Pressed 0 times')).toBeInTheDocument();
  });
});
