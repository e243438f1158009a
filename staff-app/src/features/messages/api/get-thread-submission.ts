import { queryOptions, useQuery } from '@tanstack/react-query';
import { collections, submissionSchema } from '@groundtruth/domain/entities';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import { messagesKeys } from '../messages-keys';

/** The submission a conversation is about; null when it no longer exists. */
export async function getThreadSubmission(submissionId: string) {
  return fetchDoc(
    await firestore(),
    `${collections.submissions}/${submissionId}`,
    submissionSchema,
  );
}

export const threadSubmissionQueryOptions = (submissionId: string) =>
  queryOptions({
    queryKey: messagesKeys.submission(submissionId),
    queryFn: () => getThreadSubmission(submissionId),
  });

/** The submission a conversation is about, as it is now (its decision may change while it is open). */
export function useThreadSubmission(submissionId: string) {
  return useQuery(threadSubmissionQueryOptions(submissionId));
}
