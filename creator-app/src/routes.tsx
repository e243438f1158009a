import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@groundtruth/domain/paths';

/** The creator remote's pages, mounted by the shell under /dashboard. */
export const pages: RemoteRoutesModule<'creator', ComponentType>['pages'] = {
  overview: lazy(() =>
    import('./features/overview/components/overview-page').then((m) => ({
      default: m.OverviewPage,
    })),
  ),
  tasks: lazy(() =>
    import('./features/tasks/components/tasks-page').then((m) => ({ default: m.TasksPage })),
  ),
  submissions: lazy(() =>
    import('./features/submissions/components/submissions-page').then((m) => ({
      default: m.SubmissionsPage,
    })),
  ),
  submit: lazy(() =>
    import('./features/submit/components/submit-page').then((m) => ({ default: m.SubmitPage })),
  ),
  payments: lazy(() =>
    import('./features/payments/components/payments-page').then((m) => ({
      default: m.PaymentsPage,
    })),
  ),
  settings: lazy(() =>
    import('./features/settings/components/settings-page').then((m) => ({
      default: m.SettingsPage,
    })),
  ),
};
