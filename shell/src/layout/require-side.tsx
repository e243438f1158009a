import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@groundtruth/domain/paths';
import { isStaff, useSession } from '@groundtruth/platform/session';

/**
 * Keeps creators on creator routes and staff on staff routes (DESIGN §4). The security rules
 * enforce the same regardless of the UI; this only spares people screens they cannot use.
 */
export function RequireSide({
  side,
  children,
}: {
  side: 'creator' | 'staff';
  children: ReactNode;
}) {
  const { session } = useSession();
  if (session.status !== 'signed-in') return null;
  const onStaffSide = isStaff(session.role);
  if ((side === 'staff') !== onStaffSide) return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}
