import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import type { AppStore, RootState } from '../model/makeStore';
import { I18nBoundary } from './I18nBoundary';

type AppProvidersProps = {
  store: AppStore;
  /**
   * Given, the app waits until the stored token and language are read back (client-rendered
   * pages: the admin guard needs the token). Left out, it renders at once: on the server, and
   * when hydrating server markup, where the first render must match the HTML exactly.
   */
  persistor?: Persistor;
  /**
   * Runs once the first render is on screen (hydrated). A hook here rather than a component
   * beside the app: an extra child would shift every `useId` and break hydration.
   */
  onFirstRender?: () => void;
  /**
   * When hydrating: the store's state as the server rendered the markup. React hydrates the
   * page boundary by boundary and runs effects in between, so the store may change before a
   * part is hydrated (the settings preview's unsaved settings, a refetch); every part hydrates
   * with this state, matching the markup, and then updates to the store's own.
   */
  serverState?: RootState;
  /** The router and the app; the caller picks the router (browser, memory, static). */
  children: ReactNode;
};

export function AppProviders({
  store,
  persistor,
  onFirstRender,
  serverState,
  children,
}: AppProvidersProps) {
  useEffect(() => onFirstRender?.(), [onFirstRender]);
  const app = <I18nBoundary>{children}</I18nBoundary>;
  return (
    <Provider store={store} serverState={serverState}>
      {persistor ? (
        <PersistGate loading={null} persistor={persistor}>
          {app}
        </PersistGate>
      ) : (
        app
      )}
    </Provider>
  );
}
