import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import { LANGUAGES, type RenderRequest, type RenderResult } from '@contract/pages';
import { settingApi } from '@/entities/setting';
import { apiSnapshot, baseApi } from '@/shared/api';
import { loadTexts } from '@/shared/i18n';
import { CriticalTextCollectorProvider } from '@/shared/lib/critical-text';
import { preloadAllParts } from '@/shared/lib/lazy-part';
import type { PrefetchAction, RouteHandle } from '@/shared/routes';
import { makeStore, type AppStore } from '../model/makeStore';
import { routeTable } from '../routes/routeTable';
import { appRoutes } from '../shell/App';
import { AppProviders } from '../shell/AppProviders';
import { pageMeta } from './pageMeta';
import { PRELOADED_STATE_ID, type PreloadedState } from './preloadedState';

/*
 * The server bundle's entry (webpack target node, build/server/render.js). The Fastify server
 * loads it once and calls `render` for each public page request: this module is the contract's
 * RenderModule (contract/pages/render.ts), which server/pages/ssr.ts calls.
 */

// The server fills the page with these (the state script's id, the cookie naming the language).
export { PRELOADED_STATE_ID };

/**
 * Settings always (every screen needs them), then what each matched route asks for: for its
 * first screen, and for its sections below it (`deferred`, left out of the page's state).
 */
function prefetchActions(url: string) {
  const matches = matchRoutes(routeTable, url) ?? [];
  const handles = matches.map(({ route, params }) => ({
    handle: route.handle as RouteHandle | undefined,
    params,
  }));
  return {
    actions: [
      settingApi.endpoints.getSettings.initiate(),
      ...handles.flatMap(({ handle, params }) => handle?.prefetch?.(params) ?? []),
    ],
    deferred: handles.flatMap(({ handle, params }) => handle?.deferred?.(params) ?? []),
    unknownPath: matches.length === 0 || matches.at(-1)?.route.path === '*',
  };
}

function answeredNotFound(result: unknown): boolean {
  return (result as { error?: { status?: unknown } } | undefined)?.error?.status === 404;
}

/** Dispatches `actions`: once answered, whether one answered 404, and their cache keys. */
async function prefetch(store: AppStore, actions: PrefetchAction[]) {
  const dispatched = actions.map((action) => store.dispatch(action));
  const keys = dispatched.flatMap(
    (request) => (request as { queryCacheKey?: string } | undefined)?.queryCacheKey ?? [],
  );
  const results = await Promise.all(dispatched);
  return { missing: results.some(answeredNotFound), keys };
}

// React places hoistable elements first in the output of a tree without <html>.
const HOISTED = /^((?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*)([\s\S]*)$/;

let everythingLoaded: Promise<unknown> | undefined;

/**
 * The server renders any page in either language in one pass, so it loads every lazy part and
 * both languages' texts (chunks of this bundle) once, before its first render.
 */
function loadEverything() {
  everythingLoaded ??= Promise.all([preloadAllParts(), ...LANGUAGES.map(loadTexts)]);
  return everythingLoaded;
}

/** Renders one page with the data its first screen needs already in the store. */
export async function render({
  url,
  language,
  origin,
  fetchFn,
}: RenderRequest): Promise<RenderResult<PreloadedState>> {
  await loadEverything();
  const store = makeStore({ language: { language } }, { transport: { origin, fetchFn } });
  try {
    const { actions, deferred, unknownPath } = prefetchActions(url);
    const [firstScreen, belowIt] = await Promise.all([
      prefetch(store, actions),
      prefetch(store, deferred),
    ]);
    // An unknown project (or any answer of 404) makes the whole page a 404.
    const missing = firstScreen.missing || belowIt.missing;
    const leftOut = new Set(belowIt.keys.filter((key) => !firstScreen.keys.includes(key)));

    // The browser hydrates with a data router (createBrowserRouter): the same shape here.
    const handler = createStaticHandler(appRoutes);
    const context = await handler.query(new Request(new URL(url, origin)));
    if (context instanceof Response)
      throw new Error(`The app's routes answered ${context.status}.`);
    // The first screen's texts, which the server builds the Urdu page's critical face from.
    const criticalTexts = new Set<string>();
    const markup = renderToString(
      <CriticalTextCollectorProvider value={(text) => criticalTexts.add(text)}>
        <AppProviders store={store}>
          {/* No hydrate script: nothing inline executes (the data router has no loaders anyway). */}
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </CriticalTextCollectorProvider>,
    );
    const [, head = '', html = ''] = HOISTED.exec(markup) ?? [];
    const state = store.getState();
    const result: RenderResult<PreloadedState> = {
      status: unknownPath || missing ? 404 : 200,
      html,
      head,
      state: { api: apiSnapshot(state.api, leftOut), language: state.language },
      language: state.language.language,
      meta: pageMeta(store, new URL(url, origin).pathname, state.language.language, head),
      criticalTexts: [...criticalTexts],
    };
    return result;
  } finally {
    // Lets the store go at once: RTK Query keeps timers for a store's subscriptions (a sync for
    // its devtools 500 ms later), which would hold each rendered page's store until they fire.
    store.dispatch(baseApi.util.resetApiState());
  }
}
