import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import {
  adminOnlyPaths,
  adminOnlyPathsThatExplain,
  paths,
  type AppPath,
} from '@groundtruth/domain/paths';
import { sideOf, useSession, type Side } from '@groundtruth/platform/session';

/**
 * Keeps creators on creator routes, staff on staff routes and customers on customer routes, and
 * support off the
 * admin-only ones (but those pages that explain the refusal themselves). The security rules
 * enforce the same regardless of the UI; this only spares people screens they cannot use.
 */
export function RequireSide({
  side,
  path,
  children,
}: {
  side: Side;
  /** The route's path, when it is one of `adminOnlyPaths`. */
  path?: AppPath;
  children: ReactNode;
}) {
  const { session } = useSession();
  if (session.status !== 'signed-in') return null;
  const adminOnly =
    path !== undefined &&
    adminOnlyPaths.includes(path) &&
    !adminOnlyPathsThatExplain.includes(path);
  if (side !== sideOf(session.role) || (adminOnly && session.role !== 'admin'))
    return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}
