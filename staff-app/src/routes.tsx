import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@groundtruth/domain/paths';

/** The staff remote's pages, mounted by the shell under /dashboard. */
export const pages: RemoteRoutesModule<'staff', ComponentType>['pages'] = {
  overview: lazy(() => import('./features/overview/components/admin-overview-page')),
  tasks: lazy(() => import('./features/tasks/components/manage-tasks-page')),
  submissions: lazy(() => import('./features/review/components/review-submissions-page')),
  users: lazy(() => import('./features/users/components/user-management-page')),
  payouts: lazy(async () => ({
    default: (await import('./features/payouts/components/payouts-page')).PayoutsPage,
  })),
  audit: lazy(async () => ({
    default: (await import('./features/audit/components/audit-page')).AuditPage,
  })),
  settings: lazy(() => import('./features/settings/components/platform-settings-page')),
  analytics: lazy(() => import('./features/analytics/components/analytics-page')),
};
