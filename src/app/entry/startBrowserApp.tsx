import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { apiHydrated } from '@/shared/api';
import { detectLanguage } from '@/shared/i18n';
import { makePersistor, makeStore, type AppStore } from '../model/makeStore';
import { AppProviders } from '../shell/AppProviders';
import { appRoutes } from './appRoutes';
import { readPreloadedState } from './preloadedState';

/**
 * Starts the app in `container`: hydrates the server's markup with the server's state when the
 * page was rendered on the server, else renders it in the browser (the admin).
 */
export function startBrowserApp(container: HTMLElement): { store: AppStore; root: Root } {
  const preloaded = readPreloadedState();

  /*
   * A server-rendered page starts in the language it was rendered in (the server read the same
   * `lang` cookie the language feature writes); otherwise a first visit starts in the browser's
   * language. A stored choice replaces either when redux-persist reads it back.
   */
  const store = makeStore({ language: preloaded?.language ?? { language: detectLanguage() } });
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
    root.render(
      <StrictMode>
        <AppProviders store={store} persistor={makePersistor(store)}>
          {app}
        </AppProviders>
      </StrictMode>,
    );
    return { store, root };
  }

  store.dispatch(apiHydrated(preloaded.api));
  let persisting = false;
  // The stored token and language are read back once the markup is hydrated: stored state
  // arriving while React compares the markup could change it, and React would discard it.
  const persistAfterHydration = () => {
    if (persisting) return;
    persisting = true;
    makePersistor(store);
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
