/** submissions/{acceptance_id}_{n}: one per submit, resubmissions get the next n. */
import type { Transaction } from 'firebase-admin/firestore';
import { collections, submissionSchema } from '@groundtruth/domain/entities';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { adminQuery, repository } from './base';

export const submissions = repository(collections.submissions, submissionSchema);

/** The id of the n-th submission (1-based) for an acceptance. */
export function submissionId(acceptanceId: string, n: number): string {
  return `${acceptanceId}_${n}`;
}

/** A creator's approved submissions with no live payout, oldest first, bounded. */
export function unpaidApproved(tx: Transaction, userId: string) {
  return submissions.query(tx, adminQuery(serverQueries.unpaidApproved(userId)));
}
