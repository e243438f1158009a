import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@groundtruth/domain/paths';
import { lazyPage } from '@groundtruth/platform/lazy-page';

/** The creator remote's pages, mounted by the shell under /dashboard. */
export const pages: RemoteRoutesModule<'creator', ComponentType>['pages'] = {
  overview: lazyPage(() =>
    import('./features/overview/components/overview-page').then((m) => m.OverviewPage),
  ),
  tasks: lazyPage(() => import('./features/tasks/components/tasks-page').then((m) => m.TasksPage)),
  submissions: lazyPage(() =>
    import('./features/submissions/components/submissions-page').then((m) => m.SubmissionsPage),
  ),
  submit: lazyPage(() =>
    import('./features/submit/components/submit-page').then((m) => m.SubmitPage),
  ),
  payments: lazyPage(() =>
    import('./features/payments/components/payments-page').then((m) => m.PaymentsPage),
  ),
  settings: lazyPage(() =>
    import('./features/settings/components/settings-page').then((m) => m.SettingsPage),
  ),
  qualifications: lazyPage(() =>
    import('./features/qualifications/components/qualifications-page').then(
      (m) => m.QualificationsPage,
    ),
  ),
  messages: lazyPage(() =>
    import('./features/messages/components/messages-page').then((m) => m.MessagesPage),
  ),
  qualificationQuiz: lazyPage(() =>
    import('./features/qualifications/components/quiz-page').then((m) => m.QuizPage),
  ),
};
