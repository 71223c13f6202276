import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import type { AppStore } from '../model/makeStore';
import { I18nBoundary } from './I18nBoundary';

type AppProvidersProps = {
  store: AppStore;
  persistor: Persistor;
  /** The router and the app; the caller picks the router (browser, memory, later static). */
  children: ReactNode;
};

export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <I18nBoundary>{children}</I18nBoundary>
      </PersistGate>
    </Provider>
  );
}
