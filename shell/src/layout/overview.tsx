import { RemotePage } from '../remotes/remote-page';
import { isStaff, useSession } from '@groundtruth/platform/session';

/** /dashboard: the admin overview for staff, the creator overview for everyone else (docs/product.md, Screens). */
export function Overview() {
  const { session } = useSession();
  if (session.status !== 'signed-in') return null;
  return isStaff(session.role) ? (
    <RemotePage remote="staff" page="overview" />
  ) : (
    <RemotePage remote="creator" page="overview" />
  );
}
