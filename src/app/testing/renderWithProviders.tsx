import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { auditHandlers } from '@/entities/audit-entry/index.mocks';
import { donorHandlers } from '@/entities/donor/index.mocks';
import { galleryImageHandlers } from '@/entities/gallery-image/index.mocks';
import { highlightHandlers } from '@/entities/highlight/index.mocks';
import { newsHandlers } from '@/entities/news-item/index.mocks';
import { newsLogoHandlers } from '@/entities/news-logo/index.mocks';
import { partnerHandlers } from '@/entities/partner/index.mocks';
import { projectHandlers } from '@/entities/project/index.mocks';
import { settingHandlers } from '@/entities/setting/index.mocks';
import { sessionHandlers } from '@/entities/session/index.mocks';
import { testimonialHandlers } from '@/entities/testimonial/index.mocks';
import { mockServer } from '@/shared/lib/test';
import { makePersistor, makeStore, type RootState } from '../model/makeStore';
import { App } from '../shell/App';
import { AppProviders } from '../shell/AppProviders';

/**
 * The entities' mock API answers every test. Added before each test (shared's setup may not
 * import entities), so a test's own `mockServer.use(...)` still takes precedence.
 */
beforeEach(() =>
  mockServer.use(
    ...settingHandlers,
    ...sessionHandlers,
    ...projectHandlers(),
    ...donorHandlers(),
    ...galleryImageHandlers,
    ...highlightHandlers,
    // Before the news items' handlers: `news/:id` would also match `news/logos`.
    ...newsLogoHandlers,
    ...newsHandlers,
    ...partnerHandlers,
    ...testimonialHandlers,
    ...auditHandlers(),
  ),
);

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
  // A data router, as in the browser entry (screens may block navigation with useBlocker).
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, persistor, user, router, ...result };
}

export { mockServer };
