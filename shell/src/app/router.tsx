import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { paths, routesOf, type RemoteName } from '@groundtruth/domain/paths';
import { RemotePage } from '../remotes/remote-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RequireSide } from '../layout/require-side';
import type { Side } from '@groundtruth/platform/session';
import { Overview } from '../layout/overview';
import { LandingRoute } from '../remotes/landing-route';
import { RemoteErrorBoundary } from '../remotes/remote-error-boundary';
import { explainShellLoadFailure, reloadPage } from './shell-release';

// Auth screens and the dashboard chrome (Firebase Auth, sidebar, QueryClient) load only when
// visited, so the public pages stay small.
const DashboardLayout = lazy(() => import('../layout/dashboard-layout'));
const LoginPage = lazy(() => import('../auth/login/login-page'));
const SignupPage = lazy(() => import('../auth/signup/signup-page'));
const ForgotPasswordPage = lazy(() => import('../auth/forgot-password/forgot-password-page'));
const AuthActionPage = lazy(() => import('../auth/action/auth-action-page'));
const InvitationPage = lazy(() => import('../auth/invitation/invitation-page'));

function remoteRoutes(remote: RemoteName, side?: Side): RouteObject[] {
  return routesOf(remote)
    .filter(([path]) => path !== paths.dashboard)
    .map(([path, page]) => {
      const element = <RemotePage remote={remote} page={page} />;
      return {
        path,
        element: side ? (
          <RequireSide side={side} path={path}>
            {element}
          </RequireSide>
        ) : (
          element
        ),
      };
    });
}

/** Route table for every path of docs/product.md, Screens; the shell owns it, remotes own the pages. */
export const routes: RouteObject[] = [
  { path: paths.home, element: <LandingRoute /> },
  ...remoteRoutes('marketing').filter((route) => route.path !== paths.home),
  { path: paths.login, element: <LoginPage /> },
  { path: paths.signup, element: <SignupPage /> },
  { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
  { path: paths.authAction, element: <AuthActionPage /> },
  { path: paths.invitation, element: <InvitationPage /> },
  {
    element: <DashboardLayout />,
    children: [
      { path: paths.dashboard, element: <Overview /> },
      ...remoteRoutes('creator', 'creator'),
      ...remoteRoutes('staff', 'staff'),
      ...remoteRoutes('customer', 'customer'),
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The page for the current address. A declarative router (inside `BrowserRouter`): no route
 * has a loader or an action, so React Router's data router would be code the page never runs.
 * A shell chunk that fails to load (an open tab after a release of the shell) gets the same
 * "new version" panel with Reload that a remote's does, instead of a blank page; a lazy import
 * that failed stays failed, so its Retry reloads too.
 */
export function AppRoutes() {
  return (
    <RemoteErrorBoundary
      label="This page"
      explainLoadFailure={explainShellLoadFailure}
      onRetry={reloadPage}
      onReload={reloadPage}
    >
      <Routes />
    </RemoteErrorBoundary>
  );
}

function Routes() {
  return useRoutes(routes);
}
