import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { prefetchActivityPage } from '@/pages/activity';
import { prefetchProjectPage } from '@/pages/project';
import { apiHydrated, apiSnapshot } from '@/shared/api';
import type { Prefetch } from '@/shared/routes';
import { makeStore } from '../model/makeStore';
import { App } from '../shell/App';
import { AppProviders } from '../shell/AppProviders';
import { mockServer } from '@/test/app';
import { preloadPages } from '../entry/routeParts';
import { routeTable } from './routeTable';

/** Fetches what the server would for `route`, then opens the app on a store filled with it. */
async function openServerRendered(route: string, prefetch: Prefetch, projectId: string) {
  const serverStore = makeStore();
  await Promise.all(prefetch({ projectId }).map((action) => serverStore.dispatch(action)));
  const store = makeStore();
  store.dispatch(apiHydrated(apiSnapshot(serverStore.getState().api)));
  // As the browser entry does: the page's chunk is loaded before the first render.
  await preloadPages(routeTable, route);

  const asked: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    asked.push(new URL(request.url).pathname);
  });
  render(
    <StrictMode>
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[route]}>
          <App />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
  return asked;
}

describe('a server-rendered project page in the browser', () => {
  afterEach(() => mockServer.events.removeAllListeners());

  it('shows the project, its donors and its updates without asking the API again', async () => {
    const asked = await openServerRendered(
      '/projects/ramadan-ration-kits',
      prefetchProjectPage,
      'ramadan-ration-kits',
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Ramadan Ration Kits' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Supporters' })).toBeVisible();
    // A part below the story: rendered here without server markup, its code loads at once.
    expect(await screen.findByRole('list', { name: 'Updates' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toEqual([]);
  });

  it.each([
    ['/projects/no-such-project', prefetchProjectPage],
    ['/activities/no-such-project', prefetchActivityPage],
  ])('keeps %s not found without asking again', async (route, prefetch) => {
    const asked = await openServerRendered(route, prefetch, 'no-such-project');

    expect(screen.getByRole('heading', { name: '404' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toEqual([]);
    expect(screen.getByRole('heading', { name: '404' })).toBeVisible();
  });
});
