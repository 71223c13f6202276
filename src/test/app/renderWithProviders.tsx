import type { ReactElement } from 'react';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { auditHandlers } from '@/test/mocks/audit-entry';
import { giftBackend } from '@/test/mocks/gift';
import { galleryImageHandlers } from '@/test/mocks/gallery-image';
import { highlightHandlers } from '@/test/mocks/highlight';
import { newsHandlers } from '@/test/mocks/news-item';
import { newsLogoHandlers } from '@/test/mocks/news-logo';
import { partnerHandlers } from '@/test/mocks/partner';
import { projectHandlers } from '@/test/mocks/project';
import { projectUpdateHandlers } from '@/test/mocks/project-update';
import { settingHandlers } from '@/test/mocks/setting';
import { sessionHandlers, twoFactorBackend } from '@/test/mocks/session';
import { teamBackend } from '@/test/mocks/team';
import { testimonialHandlers } from '@/test/mocks/testimonial';
import { documentHandlers } from '@/test/mocks/trust-document';
import { urduStatusHandlers } from '@/test/mocks/urdu-status';
import { mockServer } from '@/test/lib';
import { makePersistor, makeStore, type RootState } from '@/app/model/makeStore';
import { App } from '@/app/shell/App';
import { AppProviders } from '@/app/shell/AppProviders';

/**
 * The entities' mock API answers every test. Added before each test (shared's setup may not
 * import entities), so a test's own `mockServer.use(...)` still takes precedence.
 */
beforeEach(() =>
  mockServer.use(
    ...settingHandlers,
    ...sessionHandlers,
    ...twoFactorBackend().handlers,
    ...projectHandlers(),
    ...projectUpdateHandlers(),
    ...giftBackend().handlers,
    ...galleryImageHandlers,
    ...highlightHandlers,
    // Before the news items' handlers: `news/:id` would also match `news/logos`.
    ...newsLogoHandlers,
    ...newsHandlers,
    ...partnerHandlers,
    ...testimonialHandlers,
    ...documentHandlers,
    ...auditHandlers(),
    ...urduStatusHandlers(),
    ...teamBackend().handlers,
  ),
);

/*
 * antd writes its CSS-in-JS rules here, outside the document. jsdom has no layout: every
 * getComputedStyle (each `getByRole` and `toBeVisible` asks it for an element and all its
 * ancestors) matches the element against every rule in the document, and antd's thousands of
 * rules made the web tests six times slower (814 s against 139 s). The few rules a test's visibility depends on
 * are kept in the document: the hidden states of antd's popups, drawer and collapsed panels.
 */
const antdStylesOffDocument = document.createElement('div');
const antdHiddenStates = document.createElement('style');
antdHiddenStates.textContent = [
  '.ant-popover-hidden, .ant-tooltip-hidden, .ant-collapse-panel-hidden,',
  '.ant-drawer-content-wrapper-hidden { display: none; }',
].join(' ');
beforeEach(() => {
  if (!antdHiddenStates.isConnected) document.head.append(antdHiddenStates);
});

/*
 * antd builds each component's rules when the first element using them mounts and forgets them
 * when the last unmounts, so every test (a fresh render) built them all again. Here they are built
 * once a file and kept: a rule no longer in use stays cached (count 0) instead of being dropped.
 * `mock="server"` keeps them out of the container above too (the rules never reached the document;
 * writing them there was a fifth of an admin test's time).
 */
const antdStyleCache = createCache();
const updateStyleCache = antdStyleCache.opUpdate.bind(antdStyleCache);
antdStyleCache.opUpdate = (key, update) =>
  updateStyleCache(key, (previous) => update(previous) ?? [0, previous?.[1]]);

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
    <StyleProvider container={antdStylesOffDocument} cache={antdStyleCache} mock="server">
      <AppProviders store={store} persistor={persistor}>
        <RouterProvider router={router} />
      </AppProviders>
    </StyleProvider>,
  );
  return { store, persistor, user, router, ...result };
}

/** The app at `route` for a visitor who reads in Urdu. */
export function renderInUrdu(route = '/') {
  return renderWithProviders(undefined, {
    route,
    preloadedState: { language: { language: 'ur' } },
  });
}

export { mockServer };
