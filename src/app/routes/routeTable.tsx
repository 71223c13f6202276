import type { RouteObject } from 'react-router-dom';
import { ActivityPage, prefetchActivityPage } from '@/pages/activity';
import { ContactUsPage, prefetchContactUsPage } from '@/pages/contact-us';
import { HomePage, prefetchHomePage } from '@/pages/home';
import { NotFoundPage } from '@/pages/not-found';
import { PrivacyPolicyPage, prefetchPrivacyPolicyPage } from '@/pages/privacy-policy';
import { ProjectPage, prefetchProjectPage } from '@/pages/project';
import { RefundPolicyPage, prefetchRefundPolicyPage } from '@/pages/refund-policy';
import { TermsConditionsPage, prefetchTermsConditionsPage } from '@/pages/terms-conditions';
import { adminCausesRoutes } from './adminCausesRoutes';
import { adminContentRoutes } from './adminContentRoutes';
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
      { index: true, element: <HomePage />, handle: { prefetch: prefetchHomePage } },
      {
        path: 'projects/:projectId',
        element: <ProjectPage />,
        handle: { prefetch: prefetchProjectPage },
      },
      {
        path: 'activities/:projectId',
        element: <ActivityPage />,
        handle: { prefetch: prefetchActivityPage },
      },
      {
        path: 'contact-us',
        element: <ContactUsPage />,
        handle: { prefetch: prefetchContactUsPage },
      },
      {
        path: 'privacy-policy',
        element: <PrivacyPolicyPage />,
        handle: { prefetch: prefetchPrivacyPolicyPage },
      },
      {
        path: 'terms-conditions',
        element: <TermsConditionsPage />,
        handle: { prefetch: prefetchTermsConditionsPage },
      },
      {
        path: 'refund-policy',
        element: <RefundPolicyPage />,
        handle: { prefetch: prefetchRefundPolicyPage },
      },
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
            // The sider (or small-screen menu) around every signed-in screen.
            element: lazyElement(
              () => import(/* webpackChunkName: "admin-shell" */ '@/widgets/admin-shell'),
              (module) => module.AdminLayout,
            ),
            children: [
              {
                index: true,
                element: lazyElement(
                  () => import(/* webpackChunkName: "admin-home" */ '@/pages/admin-home'),
                  (module) => module.AdminHomePage,
                ),
              },
              {
                path: 'settings',
                element: lazyElement(
                  () => import(/* webpackChunkName: "admin-settings" */ '@/pages/admin-settings'),
                  (module) => module.AdminSettingsPage,
                ),
              },
              ...adminContentRoutes,
              ...adminCausesRoutes,
              // Next: images, partners, highlights, news, news logos, testimonials, projects.
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
