import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import type { AppStore } from '../model/makeStore';
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
  /** The router and the app; the caller picks the router (browser, memory, static). */
  children: ReactNode;
};

export function AppProviders({ store, persistor, onFirstRender, children }: AppProvidersProps) {
  useEffect(() => onFirstRender?.(), [onFirstRender]);
  const app = <I18nBoundary>{children}</I18nBoundary>;
  return (
    <Provider store={store}>
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
