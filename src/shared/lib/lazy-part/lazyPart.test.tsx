import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

async function hydrateServerMarkup(part: ReturnType<typeof lazyPart>) {
  const container = document.createElement('div');
  container.innerHTML = SERVER_MARKUP;
  document.body.append(container);
  const root = await act(async () => hydrateRoot(container, <DeferredPart part={part} />));
  return () => {
    act(() => root.unmount());
    container.remove();
  };
}

/** A chunk whose arrival the test decides. */
function controlledChunk() {
  let arrive: () => void = () => undefined;
  const loaded = new Promise<{ Section: typeof Section }>((resolve) => {
    arrive = () => resolve({ Section });
  });
  const load = jest.fn(() => loaded);
  return { load, arrive };
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
});

describe('a deferred part', () => {
  it('keeps the server markup as it is until its code arrives, then renders itself', async () => {
    const { load, arrive } = controlledChunk();
    const part = lazyPart(load, (module) => module.Section);
    const errors = jest.spyOn(console, 'error');
    const cleanUp = await hydrateServerMarkup(part);

    // jsdom has no IntersectionObserver: the part loads at once, but the markup stays meanwhile.
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Partners' })).toHaveTextContent('Server partners');

    await act(async () => arrive());

    expect(screen.getByRole('region', { name: 'Partners' })).toHaveTextContent('Live partners');
    expect(errors).not.toHaveBeenCalled();
    cleanUp();
    errors.mockRestore();
  });

  it('keeps keyboard focus on the same control when it renders itself', async () => {
    const { load, arrive } = controlledChunk();
    const part = lazyPart(load, (module) => module.Section);
    const cleanUp = await hydrateServerMarkup(part);
    screen.getByRole('button', { name: 'Pause' }).focus();

    await act(async () => arrive());

    expect(screen.getByRole('region')).toHaveTextContent('Live partners');
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    cleanUp();
  });

  it('waits for a click in progress to end before it renders itself', async () => {
    const { load, arrive } = controlledChunk();
    const part = lazyPart(load, (module) => module.Section);
    const cleanUp = await hydrateServerMarkup(part);
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
