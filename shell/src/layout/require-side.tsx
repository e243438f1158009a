import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import {
  adminOnlyPaths,
  adminOnlyPathsThatExplain,
  paths,
  type AppPath,
} from '@groundtruth/domain/paths';
import { isStaff, useSession } from '@groundtruth/platform/session';

/**
 * Keeps creators on creator routes and staff on staff routes, and support off the
 * admin-only ones (but those pages that explain the refusal themselves). The security rules
 * enforce the same regardless of the UI; this only spares people screens they cannot use.
 */
export function RequireSide({
  side,
  path,
  children,
}: {
  side: 'creator' | 'staff';
  /** The route's path, when it is one of `adminOnlyPaths`. */
  path?: AppPath;
  children: ReactNode;
}) {
  const { session } = useSession();
  if (session.status !== 'signed-in') return null;
  const onStaffSide = isStaff(session.role);
  const adminOnly =
    path !== undefined &&
    adminOnlyPaths.includes(path) &&
    !adminOnlyPathsThatExplain.includes(path);
  if ((side === 'staff') !== onStaffSide || (adminOnly && session.role !== 'admin'))
    return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}
