import { useState, type ComponentType } from 'react';
import { Navigate, Outlet, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageMessage } from '../components/full-page-message';
import { RouteError } from '../components/route-error';
import { paths } from '../config/paths';
import { ProtectedRoute } from '../lib/auth/protected-route';

/** Route modules load on first visit; each default-exports its page. */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const rel = (path: string) => path.replace(/^\//, '');

export const routes: RouteObject[] = [
  {
    path: paths.home,
    errorElement: <RouteError />,
    HydrateFallback: () => <FullPageMessage loading title="Laden..." />,
    children: [
      { path: rel(paths.login), lazy: page(() => import('./routes/auth/login')) },
      { path: rel(paths.authCallback), lazy: page(() => import('./routes/auth/callback')) },
      { path: rel(paths.acceptInvitation), lazy: page(() => import('./routes/auth/accept-invitation')) },
      {
        // Signed in, but outside the main layout.
        element: (
          <ProtectedRoute>
            <Outlet />
          </ProtectedRoute>
        ),
        children: [
          { path: rel(paths.paymentSuccess), lazy: page(() => import('./routes/payment/success')) },
          { path: rel(paths.paymentCancel), lazy: page(() => import('./routes/payment/cancel')) },
        ],
      },
      {
        // The layout loads beside the page (react-router fetches both at once), not before it.
        lazy: page(() => import('./routes/app/root')),
        children: [
          { index: true, lazy: page(() => import('./routes/app/dashboard')) },
          { path: rel(paths.upload), lazy: page(() => import('./routes/app/upload')) },
          {
            path: rel(paths.caoScan.root),
            children: [
              { index: true, element: <Navigate to={paths.caoScan.overview} replace /> },
              { path: 'overview', lazy: page(() => import('./routes/app/cao-scan-overview')) },
              { path: 'create', element: <Navigate to={paths.caoScan.createStep(1)} replace /> },
              { path: 'create/step/:step', lazy: page(() => import('./routes/app/cao-scan-create')) },
              { path: ':scanId', lazy: page(() => import('./routes/app/cao-scan-detail')) },
              { path: ':scanId/step/:step', lazy: page(() => import('./routes/app/cao-scan-continue')) },
              { path: ':scanId/opnieuw', lazy: page(() => import('./routes/app/cao-scan-rerun')) },
              { path: '*', element: <Navigate to={paths.caoScan.overview} replace /> },
            ],
          },
          {
            path: rel(paths.caoCatalogue.versionChangesPattern),
            lazy: page(() => import('./routes/app/cao-version-changes')),
          },
          { path: rel(paths.credits), lazy: page(() => import('./routes/app/credits')) },
          { path: rel(paths.configuratie), lazy: page(() => import('./routes/app/configuratie')) },
          { path: rel(paths.invitations), lazy: page(() => import('./routes/app/invitations')) },
          { path: rel(paths.settings), lazy: page(() => import('./routes/app/settings')) },
          { path: '*', lazy: page(() => import('./routes/app/not-found')) },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
