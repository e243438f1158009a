import { RemotePage } from '../remotes/remote-page';
import { sideOf, useSession } from '@groundtruth/platform/session';

/**
 * /dashboard: the admin overview for staff, the customer's for customers, the creator overview
 * for everyone else (docs/product.md, Screens).
 */
export function Overview() {
  const { session } = useSession();
  if (session.status !== 'signed-in') return null;
  switch (sideOf(session.role)) {
    case 'staff':
      return <RemotePage remote="staff" page="overview" />;
    case 'customer':
      return <RemotePage remote="customer" page="overview" />;
    default:
      return <RemotePage remote="creator" page="overview" />;
  }
}
