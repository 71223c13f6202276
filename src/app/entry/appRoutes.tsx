import type { RouteObject } from 'react-router-dom';
import { App } from '../shell/App';

/*
 * The data router's one route: every path goes to the app, which matches it against the route
 * table itself. The browser (createBrowserRouter) and the server (createStaticRouter) build
 * their routers from this same list, so both render the same tree and hydration lines up.
 */
export const appRoutes: RouteObject[] = [{ path: '*', element: <App /> }];
