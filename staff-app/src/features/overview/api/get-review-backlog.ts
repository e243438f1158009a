import { queryOptions, useQuery } from '@tanstack/react-query';
import { submissionSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { overviewKeys } from '../overview-keys';

/** When the submission waiting longest for review was submitted; null when none waits. */
export async function getOldestPendingSubmittedAt(): Promise<Date | null> {
  const db = await firestore();
  const { items } = await fetchPage(db, screenQueries.oldestPendingSubmission(), submissionSchema);
  const oldest = items[0];
  return oldest ? new Date(oldest.submitted_at.toMillis()) : null;
}

export const reviewBacklogQuery = () =>
  queryOptions({ queryKey: overviewKeys.backlog(), queryFn: getOldestPendingSubmittedAt });

/** The review backlog: the oldest pending submission's time (one document read). */
export function useReviewBacklog() {
  return useQuery(reviewBacklogQuery());
}
