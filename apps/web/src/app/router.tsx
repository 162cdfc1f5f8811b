import { Navigate, createBrowserRouter, useRouteError, type RouteObject } from 'react-router-dom';
import { RequireSession } from '../features/auth';
import { NotFoundPage, RouteErrorBoundary, UnexpectedError } from '../features/errors';
import { paths } from '../shared/paths';
import { Spinner } from '../shared/ui/spinner';
import { RootLayout } from './layouts/root-layout';

/** When even the layout fails: the generic error screen on its own. */
function RootErrorScreen() {
  return <UnexpectedError error={useRouteError()} />;
}

/** A legal page answers on its footer path and on its `/legal/...` alias. */
function legalRoutes(
  page: { path: string; aliases: readonly string[] },
  lazy: NonNullable<RouteObject['lazy']>,
): RouteObject[] {
  return [page.path, ...page.aliases].map((path) => ({ path, lazy }));
}

/**
 * Every route of spec §2. Pages are lazy route modules in their feature
 * folders (`Component`, optional `loader`); the portal and admin chunks bring
 * Apollo Client with them, public pages never do.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RootErrorScreen />,
    hydrateFallbackElement: <Spinner fullPage />,
    children: [
      {
        // Errors of a page render inside the layout: a loader's 404 as the not-found page.
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, lazy: () => import('../features/home/pages/home-page') },
          { path: paths.services.path, lazy: () => import('../features/services/pages/services-page') },
          { path: paths.services.detail.path, lazy: () => import('../features/services/pages/service-detail-page') },
          { path: paths.blog.path, lazy: () => import('../features/blog/pages/blog-page') },
          { path: paths.shop.path, lazy: () => import('../features/shop/pages/shop-page') },
          { path: paths.vip.path, lazy: () => import('../features/vip/pages/vip-page') },
          { path: paths.documentation.path, lazy: () => import('../features/documentation/pages/documentation-page') },
          ...legalRoutes(paths.legal.notice, () => import('../features/legal/pages/legal-notice-page')),
          ...legalRoutes(paths.legal.privacy, () => import('../features/legal/pages/privacy-page')),
          ...legalRoutes(paths.legal.terms, () => import('../features/legal/pages/terms-page')),
          ...legalRoutes(paths.legal.cookies, () => import('../features/legal/pages/cookie-policy-page')),
          { path: paths.auth.login.path, lazy: () => import('../features/auth/pages/login-page') },
          {
            path: paths.app.root.path,
            element: <RequireSession />,
            children: [
              {
                lazy: () => import('../features/portal/pages/portal-layout'),
                children: [
                  { index: true, lazy: () => import('../features/portal/pages/portal-home-page') },
                  { path: paths.app.boats.path, lazy: () => import('../features/portal/pages/boats-page') },
                  { path: paths.app.boats.detail.path, lazy: () => import('../features/portal/pages/boat-detail-page') },
                  { path: paths.app.jobRequest.path, lazy: () => import('../features/portal/pages/job-request-page') },
                  { path: paths.app.invoices.path, lazy: () => import('../features/portal/pages/invoices-page') },
                ],
              },
            ],
          },
          {
            path: paths.admin.root.path,
            element: <RequireSession role="admin" />,
            children: [
              {
                lazy: () => import('../features/admin/pages/admin-layout'),
                children: [
                  { index: true, element: <Navigate to={paths.admin.dashboard.getHref()} replace /> },
                  { path: paths.admin.dashboard.path, lazy: () => import('../features/admin/pages/admin-dashboard-page') },
                  { path: paths.admin.clients.path, lazy: () => import('../features/admin/pages/clients-page') },
                  { path: paths.admin.jobs.path, lazy: () => import('../features/admin/pages/jobs-page') },
                  { path: paths.admin.invoices.path, lazy: () => import('../features/admin/pages/invoices-page') },
                  { path: paths.admin.settings.path, lazy: () => import('../features/admin/pages/settings-page') },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
