import { isDashboardPath, routesOf, type RemoteName } from '@groundtruth/domain/paths';
import { rememberedSession, sideOf } from '@groundtruth/platform/session';
import { preloadRemotePage } from './remote-page';

/**
 * On a page load at a dashboard route, starts everything its first paint needs at once, in
 * parallel: the dashboard frame, Firebase Auth's restore of the session and the remote page of the
 * route (for /dashboard, the overview of the side the remembered session is on). Before, each
 * waited for the one before it: frame, then session, then remote, then its page.
 */
export function preloadRoute(pathname: string): void {
  if (!isDashboardPath(pathname)) return;
  void import('../layout/dashboard-layout');
  // A failure here is the session's to report, when it starts Auth itself.
  void import('@groundtruth/firebase-web/auth')
    .then(({ firebaseAuth }) => firebaseAuth())
    .catch(() => undefined);
  const session = rememberedSession();
  if (!session) return;
  const remote: RemoteName = sideOf(session.role);
  const match = routesOf(remote).find(([path]) => path === pathname);
  if (match) preloadRemotePage(remote, match[1]);
}
