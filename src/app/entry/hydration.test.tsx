import { act, screen, waitFor } from '@testing-library/react';
import { settingApi } from '@/entities/setting';
import { demoActiveProjects } from '@/test/mocks/project';
import { demoSettingContents, demoSettings } from '@/test/mocks/setting';
import { mockServer } from '@/test/app';
import { render } from './server';
import { startBrowserApp } from './startBrowserApp';

/*
 * The server entry's HTML, hydrated by the browser entry: React's development build reports
 * every mismatch (text or attribute) as a console error, so none may appear.
 */

const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init);

async function serverRender(url: string, language: 'en' | 'ur' = 'en') {
  const result = await render({ url, language, origin: 'http://localhost', fetchFn });
  window.history.replaceState(null, '', url);
  document.documentElement.lang = result.language;
  document.body.innerHTML = `<div id="root">${result.html}</div><script type="application/json" id="__PRELOADED_STATE__">${JSON.stringify(result.state)}</script>`;
  return result;
}

/** Sections below the first screen, as a phone has them: in view only when `show` is called. */
function watchSections() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class BelowTheFold {
    targets: Element[] = [];
    constructor(public callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    value: BelowTheFold,
  });
  return {
    show() {
      for (const { callback, targets } of observers) {
        const entries = targets.map((target) => ({ target, isIntersecting: true }));
        callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
      }
    },
  };
}

type Started = Awaited<ReturnType<typeof startBrowserApp>>;

/** `beforeHydrating` runs once the app has started, before React has hydrated any of the page. */
async function hydrate(beforeHydrating?: (started: Started) => Promise<unknown>) {
  const requests: string[] = [];
  mockServer.events.on('request:start', ({ request }) => requests.push(request.url));
  const errors = jest.spyOn(console, 'error');
  const container = document.getElementById('root')!;
  const heading = screen.queryByRole('heading', { level: 1 });
  let started: Started | undefined;
  await act(async () => {
    started = await startBrowserApp(container);
    await beforeHydrating?.(started);
  });
  return { requests, errors, heading, started: started! };
}

describe('hydrating a server-rendered page', () => {
  afterEach(() => {
    mockServer.events.removeAllListeners();
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('keeps the home page as the server sent it, with no warning and no request', async () => {
    watchSections();
    const result = await serverRender('/');
    expect(result.status).toBe(200);

    const { requests, errors, heading, started } = await hydrate();

    expect(errors).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    // The same element: React adopted the markup instead of rendering anew.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.getByRole('heading', { name: 'Support Our Projects' })).toBeInTheDocument();
    act(() => started.root.unmount());
  });

  it("leaves the answers of the home's sections below the first screen to them", async () => {
    const sections = watchSections();
    const result = await serverRender('/');
    const sent = Object.keys(result.state.api.queries);
    expect(sent).toEqual(['getSettings(undefined)']);
    expect(JSON.stringify(result.state.api.provided)).not.toContain('getProjects');
    const { requests, errors, started } = await hydrate();
    const projects = screen.getByRole('heading', { name: 'Support Our Projects' });

    // Scrolled near, each asks for its own answers, then renders over the server's markup
    // once they are in: the same content, never a loading state in between.
    await act(async () => sections.show());
    await waitFor(() => expect(projects).not.toBeInTheDocument());

    expect(errors).not.toHaveBeenCalled();
    // One request per answer left out (active and completed projects), the settings not again.
    expect(requests.map((url) => new URL(url).pathname).sort()).toEqual([
      '/api/v1/highlights',
      '/api/v1/images',
      '/api/v1/news',
      '/api/v1/partners',
      '/api/v1/projects',
      '/api/v1/projects',
      '/api/v1/testimonials',
    ]);
    expect(screen.getByRole('heading', { name: 'Support Our Projects' })).toBeInTheDocument();
    expect(screen.getByText(demoActiveProjects[0]!.title)).toBeInTheDocument();
    act(() => started.root.unmount());
  });

  it('keeps a project page in Urdu, the language the server rendered', async () => {
    const project = demoActiveProjects[0]!;
    const result = await serverRender(`/projects/${project.projectId}`, 'ur');
    expect(result.state.language.language).toBe('ur');

    const { requests, errors, heading, started } = await hydrate();

    expect(errors).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    expect(heading).toHaveTextContent(project.titleUr ?? project.title);
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(started.store.getState().language.language).toBe('ur');
    act(() => started.root.unmount());
  });

  it('hydrates the markup as the server rendered it when the store changes first, then shows the change', async () => {
    await serverRender('/');

    // As the settings preview does: the admin's unsaved heading arrives before the page is hydrated.
    const { hero } = demoSettingContents;
    const unsaved = demoSettings({ hero: { ...hero, en: { ...hero.en, heading: 'Unsaved' } } });
    const { errors, heading, started } = await hydrate(({ store }) =>
      store.dispatch(settingApi.util.upsertQueryData('getSettings', undefined, unsaved)),
    );

    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(heading).toHaveTextContent('Unsaved');
    act(() => started.root.unmount());
  });

  it('does not ask again for an unknown project the server answered 404', async () => {
    const result = await serverRender('/projects/no-such-project');
    expect(result.status).toBe(404);

    const { requests, errors, started } = await hydrate();

    expect(errors).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    expect(screen.getByText('404')).toBeInTheDocument();
    act(() => started.root.unmount());
  });
});

describe('a server render', () => {
  afterEach(() => jest.useRealTimers());

  it.each(['/', '/projects/no-such-project', '/no-such-page'])(
    'of %s leaves no timer behind: its store is let go at once',
    async (url) => {
      // Only timers are faked: the render's requests still settle.
      jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
      const result = await render({ url, language: 'en', origin: 'http://localhost', fetchFn });
      expect(result.html).not.toBe('');
      expect(jest.getTimerCount()).toBe(0);
    },
  );
});
