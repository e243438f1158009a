/**
 * Every scheduled job (docs/architecture.md, Jobs), for the code that runs them all: index.ts
 * exports each as an `onSchedule` function under its name, and locally the emulator-only `runJob`
 * HTTP function finds them here by name (the stack calls it every `everyMinutes`). A new job is one
 * line here and one export in index.ts (a test checks that every job listed here is exported).
 */
import { sendAnnouncements } from '../announcements/send-announcements';
import { exportDatasets } from '../datasets/export-datasets';
import { deliverMail } from '../mail/deliver-mail';
import { refreshOrderSamples } from '../orders/samples/refresh-order-samples';
import { reconcilePayouts } from '../payouts/reconcile-payouts';
import { expireQualificationGrants } from '../qualifications/expire-qualification-grants';
import { recountCounterStats } from '../stats/recount-counter-stats';
import { recountDailyStats } from '../stats/recount-daily-stats';
import { sendNewTaskAlerts } from '../task-alerts/send-new-task-alerts';
import { sendNewTaskDigest } from '../task-alerts/send-new-task-digest';
import { tallyTaskSlots } from '../tasks/tally-task-slots';
import { expireTaxForms } from '../tax/expire-tax-forms';
import { deleteOrphanUploads } from './delete-orphan-uploads';
import { enforceReviewDeadlines } from './enforce-review-deadlines';
import { expireAcceptances } from './expire-acceptances';
import { autoAcceptDeliveries, deliverFilledOrders } from '../orders/delivery/jobs';
import type { Job } from './job';

export const jobs: readonly Job[] = [
  expireAcceptances,
  enforceReviewDeadlines,
  reconcilePayouts,
  deleteOrphanUploads,
  deliverMail,
  exportDatasets,
  recountDailyStats,
  recountCounterStats,
  expireQualificationGrants,
  sendAnnouncements,
  sendNewTaskAlerts,
  sendNewTaskDigest,
  tallyTaskSlots,
  expireTaxForms,
  deliverFilledOrders,
  autoAcceptDeliveries,
  refreshOrderSamples,
];

/** The job called `name`, or undefined. */
export function jobNamed(name: string): Job | undefined {
  return jobs.find((job) => job.name === name);
}
