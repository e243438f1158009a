import { type PayoutStatus } from './constants';
import { collections } from './collections';
import { listQuery, type CollectionName } from './query-spec';

// The reads that page through a whole list rather than show one page of it: a screen's CSV
// download, and a person's own documents for their data export and account deletion.

/** Rows per page of an export: large pages, each still one bounded query (100,000 rows = 200 reads). */
export const EXPORT_PAGE_SIZE = 500;

/** Lists a screen exports page by page (a CSV download), on the same indexes as the screen's. */
export const exportQueries = {
  /** /dashboard/payouts CSV: every payout, or those of one status, newest first. */
  payouts: (status?: PayoutStatus) =>
    listQuery(
      collections.payouts,
      status ? [['status', '==', status]] : [],
      [['created_at', 'desc']],
      EXPORT_PAGE_SIZE,
    ),
} as const;

/**
 * A person's own documents: the data export reads them a page at a time, account
 * deletion pages through them to delete or scrub them. One equality filter: no composite index.
 */
export const ownDataQueries = {
  /** Documents of `collection` whose user_id is `userId`. */
  owned: (collection: CollectionName, userId: string) =>
    listQuery(collection, [['user_id', '==', userId]], [], EXPORT_PAGE_SIZE),
  /** A payout of `userId` still pending or processing: deletion waits for it. */
  payoutInFlight: (userId: string) =>
    listQuery(
      collections.payouts,
      [
        ['user_id', '==', userId],
        ['status', 'in', ['pending', 'processing']],
      ],
      [],
      1,
    ),
} as const;
