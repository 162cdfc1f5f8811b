import type { Namespace } from '@mmt/i18n';
import type { i18n as I18n } from 'i18next';
import { createBrowserRouter, redirect, useRouteError, type RouteObject } from 'react-router-dom';
import { RequireSession } from '../features/auth';
import { NotFoundPage, RouteErrorBoundary, UnexpectedError } from '../features/errors';
import { pageTexts } from '../shared/i18n/page-texts';
import { loadTexts } from '../shared/i18n/texts';
import { ENGLISH_PREFIX } from '../shared/i18n/site-language';
import { paths } from '../shared/paths';
import { Spinner } from '../shared/ui/spinner';
import { AreaNotFound } from './layouts/area-not-found';
import { RootLayout } from './layouts/root-layout';
import { revalidateRootOnlyWhenAsked, rootLoader } from './root-loader';

/** When even the layout fails: the generic error screen on its own. */
function RootErrorScreen() {
  return <UnexpectedError error={useRouteError()} />;
}

type Lazy = NonNullable<RouteObject['lazy']> & (() => Promise<unknown>);

/**
 * Loads a route's texts alongside its code: its site texts from the API in the current language
 * (the root route has the shell's), its screen labels from their chunks.
 */
function withTexts(i18n: I18n, needs: readonly Namespace[], load: Lazy): Lazy {
  return async () => (await Promise.all([load(), loadTexts(i18n, needs)]))[0];
}

/** A legal page answers on its footer path and on its `/legal/...` alias. */
function legalRoutes(page: { path: string; aliases: readonly string[] }, lazy: NonNullable<RouteObject['lazy']>): RouteObject[] {
  return [page.path, ...page.aliases].map((path) => ({ path, lazy }));
}

/**
 * The public site's pages, relative to where they are mounted: at the root (Spanish) and under
 * `/en` (English, spec's canonical scheme; see shared/i18n/site-language.ts). Any other path there
 * is the 404 page in that language.
 */
function siteRoutes(i18n: I18n): RouteObject[] {
  const legal = (load: Lazy) => withTexts(i18n, pageTexts.legal, load);
  const routes: RouteObject[] = [
    { index: true, lazy: withTexts(i18n, pageTexts.home, () => import('../features/home/pages/home-page')) },
    { path: paths.services.path, lazy: withTexts(i18n, pageTexts.services, () => import('../features/services/pages/services-page')) },
    { path: paths.services.detail.path, lazy: withTexts(i18n, pageTexts.services, () => import('../features/services/pages/service-detail-page')) },
    { path: paths.blog.path, lazy: withTexts(i18n, pageTexts.blog, () => import('../features/blog/pages/blog-page')) },
    { path: paths.shop.path, lazy: withTexts(i18n, pageTexts.shop, () => import('../features/shop/pages/shop-page')) },
    { path: paths.vip.path, lazy: withTexts(i18n, pageTexts.vip, () => import('../features/vip/pages/vip-page')) },
    { path: paths.documentation.path, lazy: withTexts(i18n, pageTexts.documentation, () => import('../features/documentation/pages/documentation-page')) },
    ...legalRoutes(
      paths.legal.notice,
      legal(() => import('../features/legal/pages/legal-notice-page')),
    ),
    ...legalRoutes(
      paths.legal.privacy,
      legal(() => import('../features/legal/pages/privacy-page')),
    ),
    ...legalRoutes(
      paths.legal.terms,
      legal(() => import('../features/legal/pages/terms-page')),
    ),
    ...legalRoutes(
      paths.legal.cookies,
      legal(() => import('../features/legal/pages/cookie-policy-page')),
    ),
  ];
  return [...routes.map((route) => (route.path ? { ...route, path: route.path.replace(/^\//, '') } : route)), { path: '*', element: <NotFoundPage /> }];
}

/**
 * Every route of spec §2. Pages are lazy route modules in their feature
 * folders (`Component`, optional `loader`); the portal and admin chunks bring
 * Apollo Client with them, public pages never do.
 */
export function appRoutes(i18n: I18n): RouteObject[] {
  return [
    {
      id: 'root',
      loader: rootLoader(i18n),
      shouldRevalidate: revalidateRootOnlyWhenAsked,
      element: <RootLayout />,
      errorElement: <RootErrorScreen />,
      // Before the shell's texts arrive there is no word to show: the circle alone.
      hydrateFallbackElement: <Spinner fullPage label="" />,
      children: [
        {
          // Errors of a page render inside the layout: a loader's 404 as the not-found page.
          errorElement: <RouteErrorBoundary />,
          children: [
            ...siteRoutes(i18n),
            { path: ENGLISH_PREFIX, children: siteRoutes(i18n) },
            ...[paths.auth.login.path, paths.auth.login.english.path].map((path) => ({
              path,
              lazy: withTexts(i18n, ['auth'], () => import('../features/auth/pages/login-page')),
            })),
            { path: paths.auth.setPassword.path, lazy: withTexts(i18n, ['auth'], () => import('../features/auth/pages/set-password-page')) },
            { path: paths.auth.signInLink.path, lazy: withTexts(i18n, ['auth'], () => import('../features/auth/pages/sign-in-link-page')) },
            { path: paths.auth.signUp.path, lazy: withTexts(i18n, ['auth'], () => import('../features/auth/pages/sign-up-page')) },
            { path: paths.auth.confirmSignUp.path, lazy: withTexts(i18n, ['auth'], () => import('../features/auth/pages/confirm-sign-up-page')) },
            { path: paths.auth.setup.path, lazy: withTexts(i18n, ['auth'], () => import('../features/auth/pages/setup-page')) },
            {
              path: paths.app.root.path,
              element: <RequireSession />,
              children: [
                {
                  lazy: withTexts(i18n, ['portal'], () => import('../features/portal/pages/portal-layout')),
                  children: [
                    { index: true, lazy: () => import('../features/portal/pages/portal-home-page') },
                    { path: paths.app.boats.path, lazy: () => import('../features/portal/pages/boats-page') },
                    { path: paths.app.boats.detail.path, lazy: () => import('../features/portal/pages/boat-detail-page') },
                    { path: paths.app.jobRequest.path, lazy: () => import('../features/portal/pages/job-request-page') },
                    { path: paths.app.jobs.detail.path, lazy: () => import('../features/portal/pages/job-page') },
                    { path: paths.app.jobs.path, lazy: () => import('../features/portal/pages/jobs-page') },
                    { path: paths.app.invoices.path, lazy: () => import('../features/portal/pages/invoices-page') },
                    { path: paths.app.membership.path, lazy: () => import('../features/portal/pages/membership-page') },
                    { path: '*', element: <AreaNotFound area="portal" /> },
                  ],
                },
              ],
            },
            {
              path: paths.technician.root.path,
              element: <RequireSession role="technician" />,
              children: [
                {
                  // Only the labels the technician's area shows (its first load counts every kilobyte).
                  lazy: async () =>
                    (
                      await Promise.all([
                        import('../features/technician/pages/technician-layout'),
                        import('../features/technician/lib/technician-labels').then((labels) => labels.loadTechnicianLabels(i18n, 'home')),
                      ])
                    )[0],
                  children: [
                    { index: true, lazy: () => import('../features/technician/pages/technician-home-page') },
                    {
                      path: paths.technician.visit.path,
                      lazy: async () =>
                        (
                          await Promise.all([
                            import('../features/technician/pages/visit-page'),
                            import('../features/technician/lib/technician-labels').then((labels) => labels.loadTechnicianLabels(i18n, 'visit')),
                          ])
                        )[0],
                    },
                    { path: '*', element: <AreaNotFound area="technician" /> },
                  ],
                },
              ],
            },
            {
              path: paths.admin.root.path,
              element: <RequireSession role="admin" />,
              children: [
                {
                  // The frame's words are the portal's, for both areas (an admin's /app is their portal home).
                  lazy: withTexts(i18n, ['portal', 'admin'], () => import('../features/admin/pages/admin-layout')),
                  children: [
                    // Before anything renders: a menu opened on /admin would close as the address moved on.
                    { index: true, loader: () => redirect(paths.admin.dashboard.getHref()) },
                    { path: paths.admin.dashboard.path, lazy: () => import('../features/admin/pages/admin-dashboard-page') },
                    { path: paths.admin.siteTexts.path, lazy: () => import('../features/admin/pages/site-texts-page') },
                    { path: paths.admin.clients.path, lazy: () => import('../features/admin/pages/clients-page') },
                    { path: paths.admin.clients.new.path, lazy: () => import('../features/admin/pages/client-new-page') },
                    { path: paths.admin.clients.detail.path, lazy: () => import('../features/admin/pages/client-page') },
                    { path: paths.admin.jobs.path, lazy: () => import('../features/admin/pages/jobs-page') },
                    { path: paths.admin.jobs.new.path, lazy: () => import('../features/admin/pages/job-new-page') },
                    { path: paths.admin.jobs.detail.path, lazy: () => import('../features/admin/pages/job-page') },
                    { path: paths.admin.invoices.path, lazy: () => import('../features/admin/pages/invoices-page') },
                    { path: paths.admin.invoices.new.path, lazy: () => import('../features/admin/pages/invoice-new-page') },
                    { path: paths.admin.invoices.detail.path, lazy: () => import('../features/admin/pages/invoice-page') },
                    { path: paths.admin.boats.detail.path, lazy: () => import('../features/admin/pages/boat-page') },
                    { path: paths.admin.maintenance.path, lazy: () => import('../features/admin/pages/maintenance-page') },
                    { path: paths.admin.maintenance.templates.path, lazy: () => import('../features/admin/pages/maintenance-templates-page') },
                    { path: paths.admin.schedule.path, lazy: () => import('../features/admin/pages/schedule-page') },
                    { path: paths.admin.staff.path, lazy: () => import('../features/admin/pages/staff-page') },
                    { path: paths.admin.settings.path, lazy: () => import('../features/admin/pages/settings-page') },
                    { path: paths.admin.parts.path, lazy: () => import('../features/admin/pages/parts-page') },
                    { path: paths.admin.verifactu.path, lazy: () => import('../features/admin/pages/verifactu-page') },
                    { path: paths.admin.verifactu.declaration.path, lazy: () => import('../features/admin/pages/declaration-page') },
                    { path: paths.admin.vip.path, lazy: () => import('../features/admin/pages/vip-members-page') },
                    { path: '*', element: <AreaNotFound area="admin" /> },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** The browser's router: the portal, the admin area, the sign-in pages, and public pages reached from them. */
export function createAppRouter(i18n: I18n) {
  return createBrowserRouter(appRoutes(i18n));
}
