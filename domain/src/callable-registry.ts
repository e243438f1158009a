/**
 * Every callable Cloud Function, named once: its name on the wire, the schema its
 * input is checked with, and the type of what it returns. The functions, the web client, the
 * seed, the tests and the benches all take an entry from here, so a screen, a test and the
 * function cannot disagree on a name or a field. Nothing else spells a callable's name.
 */
import {
  acceptTaskInput,
  addPayoutAccountInput,
  appealSubmissionInput,
  decideAppealInput,
  updatePlatformSettingsInput,
  updateReviewReasonsInput,
  markGoldInput,
  discoverTasksInput,
  reviewQueueGoldInput,
  createAccountInput,
  deleteMyAccountInput,
  exportMyDataInput,
  exportDatasetInput,
  datasetArchiveLinkInput,
  createTaskInput,
  joinWaitlistInput,
  processPayoutInput,
  recordEmailVerifiedInput,
  resendVerificationEmailInput,
  requestPayoutInput,
  reviewSubmissionInput,
  setDefaultPayoutAccountInput,
  verifyPayoutAccountInput,
  sendPayoutVerificationCodeInput,
  setTaskStatusInput,
  updateTaskRequirementsInput,
  setUserRoleInput,
  setUserStatusInput,
  submitWorkInput,
  updateProfileNameInput,
} from './callables';
import { awardBonusInput } from './bonuses';
import { previewAnnouncementInput, sendAnnouncementInput } from './announcements';
import {
  closeThreadInput,
  markThreadReadInput,
  postMessageInput,
  startThreadInput,
} from './threads';
import type { ReviewDecision, Role } from './constants';
import type { MyData } from './my-data';
import {
  createQualificationInput,
  qualificationGrantChangeInput,
  startQualificationAttemptInput,
  submitQualificationAttemptInput,
  updateQualificationInput,
  updateTaskEligibilityInput,
} from './qualification-inputs';
import type { AttemptResult, StartedAttempt } from './qualifications';
import {
  requestReleaseInput,
  setTaskPeopleInput,
  signReleaseInPersonInput,
} from './release-inputs';
import type { ReleaseStatus } from './releases';
import { acceptNameMismatchInput, submitTaxFormInput, type TaxFormKind } from './tax-forms';
import { resendIdentityLinkInput, startIdentityCheckInput, type IdentityLink } from './identity';
import { orderCallables } from './order-callables';
import {
  taxRecipientCopyInput,
  taxReportInput,
  type TaxReport,
  type TaxReportFile,
} from './tax-reporting';

import { defineCallable, type AnyCallable, type CallableEntry } from './callable-entry';

export {
  defineCallable,
  type AnyCallable,
  type CallableEntry,
  type CallableInput,
  type CallableOutput,
  type CallableParsedInput,
} from './callable-entry';

export const callables = {
  createAccount: defineCallable<{ uid: string }>()('createAccount', createAccountInput),
  updateProfileName: defineCallable<{
    name: string;
    /** False when the name was already that. */
    changed: boolean;
  }>()('updateProfileName', updateProfileNameInput),
  acceptTask: defineCallable<{ acceptanceId: string }>()('acceptTask', acceptTaskInput),
  /**
   * The published 'discover' tasks the caller qualifies for or already accepted, newest first:
   * no creator lists them through the rules. Timestamps as wire-timestamps.ts sends them.
   */
  discoverTasks: defineCallable<{ tasks: Record<string, unknown>[] }>()(
    'discoverTasks',
    discoverTasksInput,
  ),
  createTask: defineCallable<{ taskId: string }>()('createTask', createTaskInput),
  setTaskStatus: defineCallable<{
    taskId: string;
    status: 'published' | 'closed';
    /** False when the task already had that status. */
    changed: boolean;
  }>()('setTaskStatus', setTaskStatusInput),
  /** Admin only. */
  updateTaskRequirements: defineCallable<{
    taskId: string;
    /** False when the task already had exactly these requirements. */
    changed: boolean;
    /** Pending submissions whose fails_requirements was recomputed. */
    rechecked: number;
  }>()('updateTaskRequirements', updateTaskRequirementsInput),
  submitWork: defineCallable<{ submissionId: string }>()('submitWork', submitWorkInput),
  // Releases for people in frame
  /** Admin only; audited as set_task_people. */
  setTaskPeople: defineCallable<{ taskId: string; changed: boolean }>()(
    'setTaskPeople',
    setTaskPeopleInput,
  ),
  /** The person signs on the creator's phone; the PDF is rendered and hashed at once. */
  signReleaseInPerson: defineCallable<{ releaseId: string; status: ReleaseStatus }>()(
    'signReleaseInPerson',
    signReleaseInPersonInput,
  ),
  /** E-mails the person a link to sign on their own device (valid RELEASE_LINK_DAYS). */
  requestRelease: defineCallable<{ releaseId: string; status: ReleaseStatus }>()(
    'requestRelease',
    requestReleaseInput,
  ),
  reviewSubmission: defineCallable<{
    submissionId: string;
    /** `pending` when the decision waits on a second opinion (heldForSecondOpinion). */
    reviewStatus: ReviewDecision | 'pending';
    /** The decision was held for a blind second opinion, or the two reviewers disagreed. */
    heldForSecondOpinion: boolean;
    /** The pending payout an approval created, else null. */
    payoutId: string | null;
    /** Present when a second reviewer agreed: the held decision landed with both feedbacks. */
    secondOpinionAgreed?: true;
    /** Present when a second reviewer decided otherwise than the first: an admin decides. */
    sentToAdmin?: true;
  }>()('reviewSubmission', reviewSubmissionInput),
  requestPayout: defineCallable<{ payoutIds: string[]; amountCents: number }>()(
    'requestPayout',
    requestPayoutInput,
  ),
  processPayout: defineCallable<{
    payoutId: string;
    status: 'sent' | 'failed';
    /** The provider's transfer id when sent, else null. */
    transferId: string | null;
  }>()('processPayout', processPayoutInput),
  addPayoutAccount: defineCallable<{ accountId: string; isDefault: boolean }>()(
    'addPayoutAccount',
    addPayoutAccountInput,
  ),
  setDefaultPayoutAccount: defineCallable<{ accountId: string; changed: boolean }>()(
    'setDefaultPayoutAccount',
    setDefaultPayoutAccountInput,
  ),
  verifyPayoutAccount: defineCallable<{ accountId: string; changed: boolean }>()(
    'verifyPayoutAccount',
    verifyPayoutAccountInput,
  ),
  sendPayoutVerificationCode: defineCallable<{ accountId: string; sent: true }>()(
    'sendPayoutVerificationCode',
    sendPayoutVerificationCodeInput,
  ),
  setUserRole: defineCallable<{ userId: string; role: Role; changed: boolean }>()(
    'setUserRole',
    setUserRoleInput,
  ),
  setUserStatus: defineCallable<{
    userId: string;
    status: 'active' | 'suspended';
    changed: boolean;
  }>()('setUserStatus', setUserStatusInput),
  // Accounts and e-mail
  resendVerificationEmail: defineCallable<{
    userId: string;
    /** False when the address was already verified: nothing was sent, the Users screen updates. */
    sent: boolean;
  }>()('resendVerificationEmail', resendVerificationEmailInput),
  recordEmailVerified: defineCallable<{
    /** Whether Auth holds the caller's address as verified; false when an address was given. */
    verified: boolean;
    /** False when users/{uid} already said so; false when an address was given. */
    changed: boolean;
  }>()('recordEmailVerified', recordEmailVerifiedInput),
  // Marketplace operations
  appealSubmission: defineCallable<{ submissionId: string }>()(
    'appealSubmission',
    appealSubmissionInput,
  ),
  decideAppeal: defineCallable<{
    submissionId: string;
    reviewStatus: ReviewDecision;
    /** The pending payout an approval created, else null. */
    payoutId: string | null;
  }>()('decideAppeal', decideAppealInput),
  updatePlatformSettings: defineCallable<{ changed: boolean }>()(
    'updatePlatformSettings',
    updatePlatformSettingsInput,
  ),
  updateReviewReasons: defineCallable<{ changed: boolean }>()(
    'updateReviewReasons',
    updateReviewReasonsInput,
  ),
  /**
   * Admin only; audited as award_bonus. One bonus per requestId: a retry returns the first
   * (`created: false`), a different payload under the same requestId is refused.
   */
  awardBonus: defineCallable<{ payoutId: string; amountCents: number; created: boolean }>()(
    'awardBonus',
    awardBonusInput,
  ),
  // Conversations and announcements
  /**
   * A creator (their own submission, or with support) or staff (creatorId required); one thread
   * per requestId. Creators are rate-limited.
   */
  startThread: defineCallable<{ threadId: string; created: boolean }>()(
    'startThread',
    startThreadInput,
  ),
  /** The thread's creator or staff; one message per requestId. Creators are rate-limited. */
  postMessage: defineCallable<{ messageId: string; created: boolean }>()(
    'postMessage',
    postMessageInput,
  ),
  /** Staff, or the thread's creator. */
  closeThread: defineCallable<{ changed: boolean }>()('closeThread', closeThreadInput),
  /** Sets the caller's side's unread count of the thread to 0. */
  markThreadRead: defineCallable<{ changed: boolean }>()('markThreadRead', markThreadReadInput),
  /** Admin only: how many active creators the audience reaches now. */
  previewAnnouncement: defineCallable<{ count: number }>()(
    'previewAnnouncement',
    previewAnnouncementInput,
  ),
  /**
   * Admin only; audited as send_announcement. Queues the announcement (one per requestId); the
   * job sendAnnouncements delivers it.
   */
  sendAnnouncement: defineCallable<{
    announcementId: string;
    expectedCount: number;
    created: boolean;
  }>()('sendAnnouncement', sendAnnouncementInput),
  /** Admin only; audited as mark_gold. A submission is marked at most once. */
  markGold: defineCallable<{ goldId: string }>()('markGold', markGoldInput),
  /**
   * Staff: the gold items the caller's pending queue of `workCount` items mixes in, as documents
   * with their ids and timestamps as wire-timestamps.ts sends them; gold_items itself no client
   * reads, so a gold item is read only as an item of one's queue.
   */
  reviewQueueGold: defineCallable<{ items: Record<string, unknown>[] }>()(
    'reviewQueueGold',
    reviewQueueGoldInput,
  ),
  // Public writes, bounded
  /** The same answer whether the address was new or already listed: no list can be probed. */
  joinWaitlist: defineCallable<{ received: true }>()('joinWaitlist', joinWaitlistInput),
  // A person's own data and account
  exportMyData: defineCallable<MyData>()('exportMyData', exportMyDataInput),
  deleteMyAccount: defineCallable<{
    /** Files of unreviewed, unpaid submissions deleted from Storage. */
    filesDeleted: number;
    /** Paid out to the verified default method at deletion (payOutCents), still to be sent. */
    paidOutCents: number;
  }>()('deleteMyAccount', deleteMyAccountInput),
  // Dataset delivery
  /** Queues the export; the job exportDatasets writes it (dataset_exports/{exportId}). */
  exportDataset: defineCallable<{ exportId: string }>()('exportDataset', exportDatasetInput),
  /**
   * Staff; audited as download_dataset. A link to the HTTP function datasetArchive that streams
   * the complete export as one tar, working ARCHIVE_LINK_MINUTES (the browser follows it).
   */
  datasetArchiveLink: defineCallable<{ url: string; expiresAt: string }>()(
    'datasetArchiveLink',
    datasetArchiveLinkInput,
  ),
  // Qualifications
  /** Admin only; audited as create_qualification. */
  createQualification: defineCallable<{ qualificationId: string }>()(
    'createQualification',
    createQualificationInput,
  ),
  /** Admin only; audited as update_qualification. */
  updateQualification: defineCallable<{ qualificationId: string; changed: boolean }>()(
    'updateQualification',
    updateQualificationInput,
  ),
  /** Creator: returns the questions without answers; two starts at once give one attempt. */
  startQualificationAttempt: defineCallable<StartedAttempt>()(
    'startQualificationAttempt',
    startQualificationAttemptInput,
  ),
  /** Creator: scored on the server; the review explains each question. */
  submitQualificationAttempt: defineCallable<AttemptResult>()(
    'submitQualificationAttempt',
    submitQualificationAttemptInput,
  ),
  /** Admin and support; audited with the reason, the creator notified. */
  grantQualification: defineCallable<{ changed: boolean }>()(
    'grantQualification',
    qualificationGrantChangeInput,
  ),
  /** Admin and support; audited with the reason, the creator notified. */
  revokeQualification: defineCallable<{ changed: boolean }>()(
    'revokeQualification',
    qualificationGrantChangeInput,
  ),
  /** Admin only; audited as update_task_eligibility. */
  updateTaskEligibility: defineCallable<{ taskId: string; changed: boolean }>()(
    'updateTaskEligibility',
    updateTaskEligibilityInput,
  ),
  // Tax forms and the money gate
  /** Creator: signs a W-9 or W-8BEN; one form per requestId, replacing the current one. */
  submitTaxForm: defineCallable<{
    formId: string;
    kind: TaxFormKind;
    created: boolean;
    /** ISO instant the form stops being valid; null for a W-9. */
    expiresAt: string | null;
    tinMasked: string | null;
  }>()('submitTaxForm', submitTaxFormInput),
  /** Admin: the tax form's and the verified identity's names are one person's; audited. */
  acceptNameMismatch: defineCallable<{ userId: string }>()(
    'acceptNameMismatch',
    acceptNameMismatchInput,
  ),
  // Identity verified through the payout provider
  /** Creator: opens a verification session; returns the provider's hosted page. */
  startIdentityCheck: defineCallable<IdentityLink>()('startIdentityCheck', startIdentityCheckInput),
  /** Support and admin: a new session, its link e-mailed to the creator; audited. */
  resendIdentityLink: defineCallable<{ userId: string; sent: boolean }>()(
    'resendIdentityLink',
    resendIdentityLinkInput,
  ),
  // Year-end tax reporting (admins)
  /** Admin: a calendar year's payments per creator, form on file, information return due. */
  taxReport: defineCallable<TaxReport>()('taxReport', taxReportInput),
  /** Admin: the year's 1099-NEC CSV, full numbers included; audited. */
  exportTaxReport1099: defineCallable<TaxReportFile>()('exportTaxReport1099', taxReportInput),
  /** Admin: the year's DAC7 CSV of EU-resident creators; audited. */
  exportTaxReportDac7: defineCallable<TaxReportFile>()('exportTaxReportDac7', taxReportInput),
  /** Admin: one recipient's 1099-NEC copy as a PDF (number truncated); audited. */
  taxRecipientCopy: defineCallable<TaxReportFile>()('taxRecipientCopy', taxRecipientCopyInput),
  ...orderCallables,
} as const;

/** The name of a callable, which is also its export name in functions/src/index.ts. */
export type CallableName = keyof typeof callables;

// Each entry sits under its own name: a mistyped key or name does not compile.
callables satisfies { readonly [K in CallableName]: CallableEntry<K> };

/** Every entry, for code that walks them all (the fuzz test, the bench). */
export const allCallables: readonly AnyCallable[] = Object.values(callables);
