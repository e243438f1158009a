// The dashboard's root on its own, for the app page's loader (shell/src/snapshot), which must
// stay small: paths.ts names every route.

/** Every signed-in screen is at or below this path. */
export const DASHBOARD_PATH = '/dashboard';

/** Whether `pathname` is /dashboard or below it. */
export function isDashboardPath(pathname: string): boolean {
  return pathname === DASHBOARD_PATH || pathname.startsWith(`${DASHBOARD_PATH}/`);
}
