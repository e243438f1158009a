import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@groundtruth/domain/paths';

const placeholder = (title: string) =>
  lazy(async () => {
    const { PlaceholderPage } = await import('./features/placeholder/components/placeholder-page');
    return { default: () => <PlaceholderPage title={title} /> };
  });

/** The staff remote's pages, mounted by the shell under /dashboard. */
export const pages: RemoteRoutesModule<'staff', ComponentType>['pages'] = {
  overview: placeholder('Admin Dashboard'),
  tasks: placeholder('Manage Tasks'),
  submissions: lazy(() => import('./features/review/components/review-submissions-page')),
  users: placeholder('User Management'),
  payouts: lazy(async () => ({
    default: (await import('./features/payouts/components/payouts-page')).PayoutsPage,
  })),
  audit: placeholder('Audit Logs'),
};
