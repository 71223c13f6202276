import type { RouteObject } from 'react-router-dom';
import { HomePage } from '@/pages/home';
import { NotFoundPage } from '@/pages/not-found';
import { lazyElement } from './lazyElement';
import { PublicLayout } from './PublicLayout';
import { RequireSession } from './RequireSession';

/*
 * Every route of SPEC.md §2 is listed here and nowhere else. Public pages are imported
 * directly (they will be server-rendered); everything under /admin is a lazy chunk, so antd
 * never reaches the public bundle.
 */
export const routeTable: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      // Next: contact-us, projects/:id, activities/:id and the three policy pages.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'admin',
    element: lazyElement(
      () => import(/* webpackChunkName: "admin-shell" */ '@/widgets/admin-shell'),
      (module) => module.AdminRoot,
    ),
    children: [
      {
        path: 'login',
        element: lazyElement(
          () => import(/* webpackChunkName: "admin-login" */ '@/pages/admin-login'),
          (module) => module.AdminLoginPage,
        ),
      },
      {
        element: <RequireSession />,
        children: [
          {
            index: true,
            element: lazyElement(
              () => import(/* webpackChunkName: "admin-home" */ '@/pages/admin-home'),
              (module) => module.AdminHomePage,
            ),
          },
          // Next: settings, images, partners, highlights, news, news logos, testimonials.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
