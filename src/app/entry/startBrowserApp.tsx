import { startTransition, StrictMode, type ComponentProps } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import {
  chooseLanguage,
  cookieValue,
  FULL_STYLES_GLOBAL,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  type Language,
} from '@contract/pages';
import { apiHydrated } from '@/shared/api';
import { loadLanguageDetection, loadTexts } from '@/shared/i18n';
import { releaseCriticalFace } from '@/shared/lib/critical-text';
import { takeEarlyClicks } from '@/shared/lib/lazy-part';
import { makePersistor, makeStore, storedLanguage, type AppStore } from '../model/makeStore';
import { routeTable } from '../routes/routeTable';
import { appRoutes } from '../shell/App';
import { AppProviders } from '../shell/AppProviders';
import { preloadPages } from './routeParts';
import { readPreloadedState, type PreloadedState } from './preloadedState';

declare global {
  // Set by the server's boot loader (server/pages/pageBoot.ts) as it links the whole stylesheet.
  var __fullStyles: Promise<unknown> | undefined;
}

/**
 * The language the app starts in, decided once, in the order the server decides it (contract:
 * chooseLanguage): the address's `?lang=`, the saved choice (the cookie, else the app's stored
 * state), the browser's languages. On a page the server rendered, the server's pick stands for
 * the browser's languages: the only source it could not see is the stored state, which counts
 * where neither the address nor the cookie names a language. Elsewhere (the admin) the app reads
 * the sources itself.
 */
async function startLanguage(
  preloaded: PreloadedState | undefined,
  stored: string | undefined,
): Promise<Language> {
  if (!preloaded) {
    const { detectLanguage } = await loadLanguageDetection();
    return detectLanguage(stored);
  }
  return chooseLanguage({
    address: new URLSearchParams(window.location.search).get(LANGUAGE_QUERY),
    saved: [cookieValue(document.cookie, LANGUAGE_COOKIE), stored],
    browser: [preloaded.language.language],
  });
}

/**
 * Starts the app in `container`: hydrates the server's markup with the server's state when the
 * page was rendered on the server in the visit's language, else renders it in the browser (the
 * admin, or a page whose visitor's stored choice the server could not see). First it loads what
 * the first render needs, so that render matches the server's markup: the texts of the page's
 * language and the chunk of the page itself; and the whole stylesheet.
 */
export async function startBrowserApp(
  container: HTMLElement,
  /** Resolves in a later task: the long steps below are kept apart (see browser.tsx). */
  nextTask: () => Promise<void> = () => Promise.resolve(),
): Promise<{ store: AppStore; root: Root }> {
  const preloaded = readPreloadedState();

  const [language] = await Promise.all([
    // The stored choice is read while the page's chunk loads.
    storedLanguage()
      .then((stored) => startLanguage(preloaded, stored))
      .then(async (chosen) => {
        await loadTexts(chosen);
        return chosen;
      }),
    preloadPages(routeTable, window.location.pathname),
    // A rendered page inlines only the styles of its own markup: the rest, before anything new
    // is drawn (the boot loader linked the whole sheet with the scripts, so it is most often in).
    globalThis[FULL_STYLES_GLOBAL],
  ]);
  await nextTask();
  const store = makeStore({ language: { language } });
  /*
   * A data router, so a screen can hold a navigation back (the admin's unsaved settings use
   * `useBlocker`). Its one route hands every path to the app's own route table; the server
   * renders the same router shape (see server.tsx).
   */
  const router = createBrowserRouter(appRoutes);
  const app = <RouterProvider router={router} />;
  type Providers = Pick<
    ComponentProps<typeof AppProviders>,
    'persistor' | 'onFirstRender' | 'serverState'
  >;
  const inProviders = (providers: Providers) => (
    <StrictMode>
      <AppProviders store={store} {...providers}>
        {app}
      </AppProviders>
    </StrictMode>
  );

  // The server's answers serve the page in any language.
  if (preloaded) store.dispatch(apiHydrated(preloaded.api));
  const hydrating = container.hasChildNodes() && preloaded?.language.language === language;
  if (!hydrating) {
    // Rendered afresh, maybe in the other language: not the text the critical face was cut for.
    releaseCriticalFace();
    // The admin guard needs the stored token before it decides, hence the gate.
    const root = createRoot(container);
    root.render(inProviders({ persistor: makePersistor(store) }));
    return { store, root };
  }

  await nextTask();
  let persisting = false;
  // Pressed again once hydrated (PublicLayout); from here React answers presses itself.
  takeEarlyClicks();
  // The stored token is read back once the markup is hydrated: stored state arriving while
  // React compares the markup could change it, and React would discard it.
  const persistAfterHydration = () => {
    if (persisting) return;
    persisting = true;
    makePersistor(store);
  };

  // The state the server's markup shows, taken before anything can change it: each part of the
  // page hydrates with it, however late, and only then shows what the store holds by then.
  const serverState = store.getState();
  /*
   * As a transition, so React hydrates in slices and lets the browser paint and answer taps in
   * between, instead of one long task that holds a slow phone's main thread.
   */
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
      container,
      inProviders({ onFirstRender: persistAfterHydration, serverState }),
    );
  });
  if (!root) throw new Error('React did not start hydrating the page.');
  return { store, root };
}
