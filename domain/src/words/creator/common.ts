/**
 * Words several creator screens share: catalog table creator (domain/src/i18n/tables.ts), beside
 * its screens' tables (creator.overview, creator.tasks, …).
 */
export const creatorCommonWords = {
  /** A review's and a payout's status, as their badges say it (ui-kit's labels, in English). */
  statuses: {
    review: {
      pending: 'Pending',
      approved: 'Approved',
      rejected: 'Rejected',
      needs_changes: 'Needs Changes',
    },
    payout: { pending: 'Pending', processing: 'Processing', sent: 'Sent', failed: 'Failed' },
  },
  howPayoutsWork: 'How Payouts Work',
  /** An accepted task's clock: the time left under a minute, and its deadline. */
  lessThanAMinute: 'less than a minute',
  submitBy: (when: string) => `Submit by ${when}`,
  submitByHidden: (when: string) => ` (submit by ${when})`,
} as const;
