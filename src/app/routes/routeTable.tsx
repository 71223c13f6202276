import type { RouteObject } from 'react-router-dom';
import { prefetchActivityPage } from '@/pages/activity';
import { prefetchContactUsPage } from '@/pages/contact-us';
import { prefetchDonorPrivacyPage } from '@/pages/donor-privacy';
import { prefetchHomePage, prefetchHomeSections } from '@/pages/home';
import { NotFoundPage } from '@/pages/not-found';
import { prefetchPrivacyPolicyPage } from '@/pages/privacy-policy';
import { prefetchProjectPage } from '@/pages/project';
import { prefetchReceiptsFindPage } from '@/pages/receipts-find';
import { prefetchRefundPolicyPage } from '@/pages/refund-policy';
import { prefetchTermsConditionsPage } from '@/pages/terms-conditions';
import { prefetchTransparencyPage } from '@/pages/transparency';
import { requireTextsPart } from '@/shared/i18n';
import { adminCausesRoutes } from './adminCausesRoutes';
import { adminContentRoutes } from './adminContentRoutes';
import { lazyElement, publicPage } from '../entry/routeParts';
import { PublicLayout } from './PublicLayout';
import { RequireSession } from './RequireSession';
import { CONTENT_EDIT, EVERYONE, GIFTS, OWNER_ONLY, SITE_SETTINGS } from './screenAccess';
import { guarded, screen, withPublishingTexts } from './screenRoute';

/*
 * Every route of docs/product.md §2 is listed here and nowhere else. Each public page is a chunk of its
 * own, server-rendered and loaded before the browser hydrates it (app/entry/routeParts.tsx); everything
 * under /admin is a lazy chunk, so antd never reaches the public bundle. Each admin screen declares
 * who may open it beside its path (app/routes/screenAccess.ts, docs/product.md §6).
 */
export const routeTable: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        index: true,
        ...publicPage(
          () => import(/* webpackChunkName: "page-home" */ '@/pages/home'),
          (module) => module.HomePage,
          prefetchHomePage,
          prefetchHomeSections,
        ),
      },
      {
        path: 'projects/:projectId',
        ...publicPage(
          () => import(/* webpackChunkName: "page-project" */ '@/pages/project'),
          (module) => module.ProjectPage,
          prefetchProjectPage,
        ),
      },
      {
        path: 'activities/:projectId',
        ...publicPage(
          () => import(/* webpackChunkName: "page-activity" */ '@/pages/activity'),
          (module) => module.ActivityPage,
          prefetchActivityPage,
        ),
      },
      {
        path: 'contact-us',
        ...publicPage(
          () => import(/* webpackChunkName: "page-contact-us" */ '@/pages/contact-us'),
          (module) => module.ContactUsPage,
          prefetchContactUsPage,
        ),
      },
      {
        path: 'transparency',
        ...publicPage(
          () => import(/* webpackChunkName: "page-transparency" */ '@/pages/transparency'),
          (module) => module.TransparencyPage,
          prefetchTransparencyPage,
        ),
      },
      {
        path: 'receipts',
        ...publicPage(
          () => import(/* webpackChunkName: "page-receipts-find" */ '@/pages/receipts-find'),
          (module) => module.ReceiptsFindPage,
          prefetchReceiptsFindPage,
        ),
      },
      {
        path: 'privacy-policy',
        ...publicPage(
          () => import(/* webpackChunkName: "page-policy" */ '@/pages/privacy-policy'),
          (module) => module.PrivacyPolicyPage,
          prefetchPrivacyPolicyPage,
        ),
      },
      {
        path: 'privacy',
        ...publicPage(
          () => import(/* webpackChunkName: "page-policy" */ '@/pages/donor-privacy'),
          (module) => module.DonorPrivacyPage,
          prefetchDonorPrivacyPage,
        ),
      },
      {
        path: 'terms-conditions',
        ...publicPage(
          () => import(/* webpackChunkName: "page-policy" */ '@/pages/terms-conditions'),
          (module) => module.TermsConditionsPage,
          prefetchTermsConditionsPage,
        ),
      },
      {
        path: 'refund-policy',
        ...publicPage(
          () => import(/* webpackChunkName: "page-policy" */ '@/pages/refund-policy'),
          (module) => module.RefundPolicyPage,
          prefetchRefundPolicyPage,
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // A donor's receipt by its link: alone on its page, so it prints as a receipt.
    path: 'receipt/:token',
    element: lazyElement(
      () =>
        Promise.all([
          import(/* webpackChunkName: "page-donor-receipt" */ '@/pages/donor-receipt'),
          requireTextsPart('giving'),
        ]).then(([module]) => module),
      (module) => module.DonorReceiptPage,
    ),
  },
  {
    // Every receipt given to a donor's e-mail, by the link mailed to it: alone, so it prints.
    path: 'my-receipts/:token',
    element: lazyElement(
      () =>
        Promise.all([
          import(/* webpackChunkName: "page-my-receipts" */ '@/pages/my-receipts'),
          requireTextsPart('giving'),
        ]).then(([module]) => module),
      (module) => module.MyReceiptsPage,
    ),
  },
  {
    // A reader of a project's news stops it, by the link at the foot of an update mail.
    path: 'unsubscribe/:token',
    element: lazyElement(
      () =>
        Promise.all([
          import(/* webpackChunkName: "page-unsubscribe" */ '@/pages/donor-unsubscribe'),
          requireTextsPart('giving'),
        ]).then(([module]) => module),
      (module) => module.UnsubscribePage,
    ),
  },
  {
    path: 'admin',
    element: lazyElement(
      // The texts of the admin's frame are a chunk of their own too, loaded alongside; those of
      // the signed-in screens load with the signed-in layout (and the receipt), not the sign-in.
      () =>
        Promise.all([
          import(/* webpackChunkName: "admin-shell" */ '@/widgets/admin/shell'),
          requireTextsPart('adminShell'),
        ]).then(([module]) => module),
      (module) => module.AdminRoot,
    ),
    children: [
      {
        path: 'login',
        element: lazyElement(
          () => import(/* webpackChunkName: "admin-login" */ '@/pages/admin/login'),
          (module) => module.AdminLoginPage,
        ),
      },
      {
        element: <RequireSession />,
        children: [
          // Alone on its page, without the admin's menu, so it prints as a receipt.
          screen(
            'receipts/:giftId',
            () =>
              Promise.all([
                import(/* webpackChunkName: "admin-receipt" */ '@/pages/admin/gifts/receipt'),
                requireTextsPart('admin'),
              ]).then(([module]) => module),
            (module) => module.AdminReceiptPage,
            GIFTS,
          ),
          {
            // The sider (or small-screen menu) around every signed-in screen, loaded with the
            // screens' texts, so that each screen has them when it renders.
            element: lazyElement(
              () =>
                Promise.all([
                  import(/* webpackChunkName: "admin-shell" */ '@/widgets/admin/shell'),
                  requireTextsPart('admin'),
                ]).then(([module]) => module),
              (module) => module.AdminLayout,
            ),
            children: [
              {
                index: true,
                element: guarded(
                  lazyElement(
                    () => import(/* webpackChunkName: "admin-home" */ '@/pages/admin/home'),
                    (module) => module.AdminHomePage,
                  ),
                  EVERYONE,
                ),
              },
              screen(
                'settings',
                withPublishingTexts(
                  () => import(/* webpackChunkName: "admin-settings" */ '@/pages/admin/settings'),
                ),
                (module) => module.AdminSettingsPage,
                SITE_SETTINGS,
              ),
              screen(
                'bin',
                // One chunk with an item's history (issue 31); their texts one of their own.
                () =>
                  Promise.all([
                    import(/* webpackChunkName: "admin-history" */ '@/pages/admin/bin'),
                    requireTextsPart('history'),
                  ]).then(([module]) => module),
                (module) => module.AdminBinPage,
                CONTENT_EDIT,
              ),
              screen(
                'team',
                () => import(/* webpackChunkName: "admin-team" */ '@/pages/admin/team'),
                (module) => module.AdminTeamPage,
                OWNER_ONLY,
              ),
              screen(
                'account',
                () => import(/* webpackChunkName: "admin-account" */ '@/pages/admin/account'),
                (module) => module.AdminAccountPage,
                EVERYONE,
              ),
              ...adminContentRoutes,
              ...adminCausesRoutes,
              // Any other admin address: not found, inside the admin's layout.
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
