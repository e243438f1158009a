/**
 * The Cloud Functions of Groundtruth: every privileged change is one of these callables
 * (docs/architecture.md, Callables), and the scheduled jobs (docs/architecture.md, Jobs) run on
 * Cloud Scheduler. This file only wires them; each lives beside its business area.
 */
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { sendAnnouncements as sendAnnouncementsJob } from './announcements/send-announcements';
import { exportDatasets as exportDatasetsJob } from './datasets/export-datasets';
import { deleteOrphanUploads as deleteOrphanUploadsJob } from './jobs/delete-orphan-uploads';
import { enforceReviewDeadlines as enforceReviewDeadlinesJob } from './jobs/enforce-review-deadlines';
import { expireAcceptances as expireAcceptancesJob } from './jobs/expire-acceptances';
import { localJobTrigger, scheduled } from './jobs/triggers';
import { MAIL_SIGNING_KEY, SMTP_URL } from './mail/config';
import { deliverMail as deliverMailJob } from './mail/deliver-mail';
import { refreshOrderSamples as refreshOrderSamplesJob } from './orders/samples/refresh-order-samples';
import { reconcilePayouts as reconcilePayoutsJob } from './payouts/reconcile-payouts';
import { identitySandboxPage } from './identity/sandbox-page';
import {
  autoAcceptDeliveries as autoAcceptDeliveriesJob,
  deliverFilledOrders as deliverFilledOrdersJob,
} from './orders/delivery/jobs';
import { orderPaymentSandboxPage } from './orders/sandbox-page';
import { expireQualificationGrants as expireQualificationGrantsJob } from './qualifications/expire-qualification-grants';
import { recountCounterStats as recountCounterStatsJob } from './stats/recount-counter-stats';
import { recountDailyStats as recountDailyStatsJob } from './stats/recount-daily-stats';
import { sendNewTaskAlerts as sendNewTaskAlertsJob } from './task-alerts/send-new-task-alerts';
import { sendNewTaskDigest as sendNewTaskDigestJob } from './task-alerts/send-new-task-digest';
import { tallyTaskSlots as tallyTaskSlotsJob } from './tasks/tally-task-slots';
import { expireTaxForms as expireTaxFormsJob } from './tax/expire-tax-forms';

/** Inside the Functions emulator, which has no Secret Manager (mail/config.ts reads env instead). */
const emulated = process.env.FUNCTIONS_EMULATOR === 'true';

// Every function that reports an event may e-mail it, and an e-mail's unsubscribe link is signed
// when the event is written: the signing key is bound to all of them (not the SMTP URL, which
// only deliverMail reads).
setGlobalOptions({
  region: 'us-central1',
  maxInstances: 10,
  ...(emulated ? {} : { secrets: [MAIL_SIGNING_KEY] }),
});

export { createAccount } from './self-service/create-account';
export { updateProfileName } from './self-service/update-profile-name';
export { recordEmailVerified } from './self-service/record-email-verified';
export { resendVerificationEmail } from './staff-admin/resend-verification-email';
export { acceptTask } from './tasks/accept-task';
export { createTask } from './tasks/create-task';
export { setTaskStatus } from './tasks/set-task-status';
export { updateTaskRequirements } from './tasks/update-task-requirements';
export { submitWork } from './submissions/submit-work';
export { reviewSubmission } from './submissions/review-submission';
export { appealSubmission } from './submissions/appeal-submission';
export { decideAppeal } from './submissions/decide-appeal';
export { requestPayout } from './payouts/request-payout';
export { processPayout } from './payouts/process-payout';
export { awardBonus } from './payouts/award-bonus';
export { addPayoutAccount } from './payouts/add-payout-account';
export { setDefaultPayoutAccount } from './payouts/set-default-payout-account';
export { verifyPayoutAccount } from './payouts/verify-payout-account';
export { sendPayoutVerificationCode } from './payouts/send-payout-verification-code';
export { setUserRole } from './staff-admin/set-user-role';
export { setUserStatus } from './staff-admin/set-user-status';
export { updatePlatformSettings } from './staff-admin/update-platform-settings';
export { updateReviewReasons } from './staff-admin/update-review-reasons';
export { markGold } from './submissions/mark-gold';
export { discoverTasks } from './tasks/discover-tasks';
export { reviewQueueGold } from './submissions/review-queue-gold';
export { joinWaitlist } from './self-service/join-waitlist';
export { exportMyData } from './self-service/export-my-data';
export { deleteMyAccount } from './self-service/delete-my-account';
export { unsubscribe } from './mail/unsubscribe';
export { exportDataset } from './datasets/export-dataset';
export { datasetArchiveLink } from './datasets/archive-link';
export { datasetArchive } from './datasets/archive-download';
export { createQualification } from './qualifications/create-qualification';
export { updateQualification } from './qualifications/update-qualification';
export { startQualificationAttempt } from './qualifications/start-attempt';
export { submitQualificationAttempt } from './qualifications/submit-attempt';
export { grantQualification, revokeQualification } from './qualifications/manual-grants';
export { updateTaskEligibility } from './qualifications/update-task-eligibility';
export { setTaskPeople } from './releases/set-task-people';
export { signReleaseInPerson } from './releases/sign-release-in-person';
export { requestRelease } from './releases/request-release';
export { releaseLink } from './releases/release-link';
export { releaseNotMe } from './releases/release-not-me';
export { startThread } from './threads/start-thread';
export { postMessage } from './threads/post-message';
export { closeThread } from './threads/close-thread';
export { markThreadRead } from './threads/mark-thread-read';
export { previewAnnouncement } from './announcements/preview-announcement';
export { sendAnnouncement } from './announcements/send-announcement';
export { submitTaxForm } from './tax/submit-tax-form';
export { acceptNameMismatch } from './tax/accept-name-mismatch';
export { startIdentityCheck } from './identity/start-identity-check';
export { resendIdentityLink } from './identity/resend-identity-link';
export { identityWebhook } from './identity/identity-webhook';
export { createDatasetOrder } from './orders/create-dataset-order';
export { updateDatasetOrder } from './orders/update-dataset-order';
export { submitDatasetOrder } from './orders/submit-dataset-order';
export { payDatasetOrder } from './orders/pay-dataset-order';
export { orderPaymentWebhook } from './orders/payment-webhook';
export { convertOrderToTasks } from './orders/convert-order-to-tasks';
export { deliverDatasetOrder } from './orders/delivery/deliver';
export { orderDeliveryLink } from './orders/delivery/link';
export { acceptDatasetOrder, disputeDatasetOrder } from './orders/delivery/acceptance';
export { resolveOrderDispute } from './orders/delivery/resolve-dispute';
export { inviteCustomer } from './orders/invitations/invite-customer';
export { readCustomerInvitation } from './orders/invitations/read-customer-invitation';
export { acceptCustomerInvitation } from './orders/invitations/accept-customer-invitation';
export {
  exportTaxReport1099,
  exportTaxReportDac7,
  taxRecipientCopy,
  taxReport,
} from './tax/tax-report-callables';

// The jobs of jobs/index.ts, each under its name (test/jobs-wiring.test.ts checks the two agree).
export const expireAcceptances = scheduled(expireAcceptancesJob);
export const enforceReviewDeadlines = scheduled(enforceReviewDeadlinesJob);
export const reconcilePayouts = scheduled(reconcilePayoutsJob);
export const deleteOrphanUploads = scheduled(deleteOrphanUploadsJob);
export const deliverMail = scheduled(deliverMailJob, emulated ? {} : { secrets: [SMTP_URL] });
// A run pages through an export for up to 7 minutes (datasets/export-datasets.ts).
export const exportDatasets = scheduled(exportDatasetsJob, { timeoutSeconds: 540, memory: '1GiB' });
export const recountDailyStats = scheduled(recountDailyStatsJob);
export const recountCounterStats = scheduled(recountCounterStatsJob);
export const expireQualificationGrants = scheduled(expireQualificationGrantsJob);
export const sendAnnouncements = scheduled(sendAnnouncementsJob);
export const sendNewTaskAlerts = scheduled(sendNewTaskAlertsJob);
export const sendNewTaskDigest = scheduled(sendNewTaskDigestJob);
export const tallyTaskSlots = scheduled(tallyTaskSlotsJob);
export const expireTaxForms = scheduled(expireTaxFormsJob);
export const deliverFilledOrders = scheduled(deliverFilledOrdersJob);
export const autoAcceptDeliveries = scheduled(autoAcceptDeliveriesJob);
// Copies a few files per order (the position removed on the way): longer than the default.
export const refreshOrderSamples = scheduled(refreshOrderSamplesJob, { timeoutSeconds: 300 });

/**
 * The local trigger of the jobs (jobs/triggers.ts): exported only inside the Functions emulator,
 * which fires no schedules, so it is never deployed.
 */
export const runJob = process.env.FUNCTIONS_EMULATOR === 'true' ? localJobTrigger() : undefined;

/**
 * The local stack's identity provider page (identity/sandbox-page.ts): like runJob, exported only
 * inside the Functions emulator, never deployed.
 */
export const identitySandbox =
  process.env.FUNCTIONS_EMULATOR === 'true' ? identitySandboxPage() : undefined;

/** The local stack's payment provider page (orders/sandbox-page.ts): emulator only, as above. */
export const orderPaymentSandbox =
  process.env.FUNCTIONS_EMULATOR === 'true' ? orderPaymentSandboxPage() : undefined;
