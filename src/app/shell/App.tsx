import { useEffect } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import {
  useGetSettingsQuery,
  usePreviewMode,
  useSettingsPreviewReceiver,
  useThemeColor,
} from '@/entities/setting';
import { wakeDeferredParts } from '@/shared/lib/lazy-part';
import { LoadingScreen } from '@/widgets/loading-screen';
import { routeTable } from '../routes/routeTable';

/** The route table under whichever router the caller provides. */
function AppRoutes() {
  return useRoutes(routeTable);
}

/**
 * Every screen needs the settings (texts, theme, product name), so the loading screen stays
 * until they arrive. A failed load is only logged and the loading screen stays (docs/product.md §4).
 */
export function App() {
  const { data, error } = useGetSettingsQuery();
  const theme = useThemeColor();
  // Inside the admin's preview frame, the unsaved settings replace the saved ones.
  useSettingsPreviewReceiver();
  const previewing = usePreviewMode();

  // The admin's unsaved settings reach every section, not only those rendered so far.
  useEffect(() => {
    if (previewing) void wakeDeferredParts();
  }, [previewing]);

  useEffect(() => {
    if (error) console.error('Failed to load the site settings', error);
  }, [error]);

  if (!data) return <LoadingScreen />;
  return (
    <div className="app" data-theme={theme}>
      <AppRoutes />
    </div>
  );
}

/*
 * The data router's one route: every path goes to the app, which matches it against the route
 * table itself. The browser (createBrowserRouter) and the server (createStaticRouter) build
 * their routers from this same list, so both render the same tree and hydration lines up.
 */
export const appRoutes: RouteObject[] = [{ path: '*', element: <App /> }];
