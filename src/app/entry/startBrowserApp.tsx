import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Language } from '@contract';
import { apiHydrated } from '@/shared/api';
import { loadLanguageDetection, loadTexts } from '@/shared/i18n';
import { takeEarlyClicks } from '@/shared/lib/lazy-part';
import { makePersistor, makeStore, type AppStore } from '../model/makeStore';
import { routeTable } from '../routes/routeTable';
import { appRoutes } from '../shell/App';
import { AppProviders } from '../shell/AppProviders';
import { preloadPages } from './routeParts';
import { readPreloadedState, type PreloadedState } from './preloadedState';
import { adoptUrlLanguage } from './urlLanguage';

async function startLanguage(preloaded: PreloadedState | undefined): Promise<Language> {
  if (preloaded) return preloaded.language.language;
  const { detectLanguage } = await loadLanguageDetection();
  return detectLanguage();
}

/**
 * Starts the app in `container`: hydrates the server's markup with the server's state when the
 * page was rendered on the server, else renders it in the browser (the admin). First it loads
 * what the first render needs, so that render matches the server's markup: the texts of the
 * page's language and the chunk of the page itself.
 */
export async function startBrowserApp(
  container: HTMLElement,
  /** Resolves in a later task: the long steps below are kept apart (see browser.tsx). */
  nextTask: () => Promise<void> = () => Promise.resolve(),
): Promise<{ store: AppStore; root: Root }> {
  const preloaded = readPreloadedState();

  /*
   * A server-rendered page starts in the language it was rendered in (the server read the same
   * `lang` cookie the language feature writes); otherwise a first visit starts in the browser's
   * language. A stored choice replaces either when redux-persist reads it back.
   */
  const [language] = await Promise.all([
    startLanguage(preloaded).then(async (chosen) => {
      await loadTexts(chosen);
      return chosen;
    }),
    preloadPages(routeTable, window.location.pathname),
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

  if (!preloaded || !container.hasChildNodes()) {
    // The admin guard needs the stored token before it decides, hence the gate.
    const root = createRoot(container);
    const persistor = makePersistor(store);
    adoptUrlLanguage(store, persistor, window.location.search);
    root.render(
      <StrictMode>
        <AppProviders store={store} persistor={persistor}>
          {app}
        </AppProviders>
      </StrictMode>,
    );
    return { store, root };
  }

  store.dispatch(apiHydrated(preloaded.api));
  await nextTask();
  let persisting = false;
  // Pressed again once hydrated (PublicLayout); from here React answers presses itself.
  takeEarlyClicks();
  // The stored token and language are read back once the markup is hydrated: stored state
  // arriving while React compares the markup could change it, and React would discard it.
  const persistAfterHydration = () => {
    if (persisting) return;
    persisting = true;
    adoptUrlLanguage(store, makePersistor(store), window.location.search);
  };

  const root = hydrateRoot(
    container,
    <StrictMode>
      <AppProviders store={store} onFirstRender={persistAfterHydration}>
        {app}
      </AppProviders>
    </StrictMode>,
  );
  return { store, root };
}
