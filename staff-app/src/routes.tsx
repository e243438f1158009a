import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@groundtruth/domain/paths';
import { lazyPage } from '@groundtruth/platform/lazy-page';

/** The staff remote's pages, mounted by the shell under /dashboard. */
export const pages: RemoteRoutesModule<'staff', ComponentType>['pages'] = {
  overview: lazyPage(() =>
    import('./features/overview/components/admin-overview-page').then((m) => m.default),
  ),
  tasks: lazyPage(() =>
    import('./features/tasks/components/manage-tasks-page').then((m) => m.default),
  ),
  submissions: lazyPage(() =>
    import('./features/review/components/review-submissions-page').then((m) => m.default),
  ),
  // User Management with the admin's Send announcement in its header: two features, composed here.
  users: lazyPage(async () => {
    const [{ default: UserManagementPage }, { SendAnnouncementButton }] = await Promise.all([
      import('./features/users/components/user-management-page'),
      import('./features/announcements/components/send-announcement-button'),
    ]);
    return function UsersPage() {
      return <UserManagementPage actions={<SendAnnouncementButton />} />;
    };
  }),
  payouts: lazyPage(() =>
    import('./features/payouts/components/payouts-page').then((m) => m.PayoutsPage),
  ),
  audit: lazyPage(() => import('./features/audit/components/audit-page').then((m) => m.AuditPage)),
  settings: lazyPage(() =>
    import('./features/settings/components/platform-settings-page').then((m) => m.default),
  ),
  analytics: lazyPage(() =>
    import('./features/analytics/components/analytics-page').then((m) => m.default),
  ),
  qualifications: lazyPage(() =>
    import('./features/qualifications/components/admin-qualifications-page').then((m) => m.default),
  ),
  reviewQuality: lazyPage(() =>
    import('./features/review-quality/components/review-quality-page').then((m) => m.default),
  ),
  messages: lazyPage(() =>
    import('./features/messages/components/staff-messages-page').then((m) => m.default),
  ),
  taxReporting: lazyPage(() =>
    import('./features/tax-reporting/components/tax-reporting-page').then((m) => m.default),
  ),
  orders: lazyPage(() =>
    import('./features/orders/components/admin-orders-page').then((m) => m.default),
  ),
};
