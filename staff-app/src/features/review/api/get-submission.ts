import { queryOptions, useQuery } from '@tanstack/react-query';
import { collections, submissionSchema } from '@groundtruth/domain/entities';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import { reviewKeys } from '../review-keys';
import { withSecondOpinions } from './join-second-opinions';

/**
 * One submission by id with its second opinion (a duplicate warning's link opens it); null when
 * it does not exist.
 */
export async function getSubmission(submissionId: string) {
  const db = await firestore();
  const submission = await fetchDoc(
    db,
    `${collections.submissions}/${submissionId}`,
    submissionSchema,
  );
  return submission ? ((await withSecondOpinions(db, [submission]))[0] ?? null) : null;
}

export const submissionQueryOptions = (submissionId: string) =>
  queryOptions({
    queryKey: reviewKeys.detail(submissionId),
    queryFn: () => getSubmission(submissionId),
  });

/** The submission a link points at. */
export function useSubmission(submissionId: string) {
  return useQuery(submissionQueryOptions(submissionId));
}
