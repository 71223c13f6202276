import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { settingHandlers } from '@/entities/setting/index.mocks';
import { sessionHandlers } from '@/entities/session/index.mocks';
import { mockServer } from '@/shared/lib/test';
import { makePersistor, makeStore, type RootState } from '../model/makeStore';
import { App } from '../shell/App';
import { AppProviders } from '../shell/AppProviders';

/**
 * The entities' mock API answers every test. Added before each test (shared's setup may not
 * import entities), so a test's own `mockServer.use(...)` still takes precedence.
 */
beforeEach(() => mockServer.use(...settingHandlers, ...sessionHandlers));

type RenderOptions = {
  /** The URL the app opens at. */
  route?: string;
  preloadedState?: Partial<RootState>;
};

/** Renders the real app (or `ui`) with a fresh store, persistor and i18n at `route`. */
export function renderWithProviders(
  ui: ReactElement = <App />,
  { route = '/', preloadedState }: RenderOptions = {},
) {
  const store = makeStore(preloadedState);
  const persistor = makePersistor(store);
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store} persistor={persistor}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { store, persistor, user, ...result };
}

export { mockServer };
