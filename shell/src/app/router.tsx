import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths, routesOf, type RemoteName } from '@groundtruth/domain/paths';
import { RemotePage } from '../remotes/remote-page';
import { NotFoundPage } from '../pages/not-found-page';
import { ComingSoonPage } from '../pages/coming-soon-page';

// The dashboard chrome (sidebar, QueryClient) loads only when a dashboard route is visited,
// so public pages stay small.
const DashboardLayout = lazy(() => import('../layout/dashboard-layout'));

function remoteRoutes(remote: RemoteName): RouteObject[] {
  return routesOf(remote).map(([path, page]) => ({
    path,
    element: <RemotePage remote={remote} page={page} />,
  }));
}

/** Route table for every path of spec §2; the shell owns it, remotes own the pages. */
export const routes: RouteObject[] = [
  ...remoteRoutes('marketing'),
  { path: paths.login, element: <ComingSoonPage title="Sign in" /> },
  { path: paths.signup, element: <ComingSoonPage title="Create your account" /> },
  {
    element: <DashboardLayout side="creator" />,
    children: remoteRoutes('creator'),
  },
  {
    element: <DashboardLayout side="staff" />,
    // The overview at /dashboard is the creator's until the session knows the role.
    children: remoteRoutes('staff').filter((route) => route.path !== paths.dashboard),
  },
  { path: '*', element: <NotFoundPage /> },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
