import { useQuery } from '@tanstack/react-query';
import { collections } from '@groundtruth/domain/collections';
import { qualificationKeySchema } from '@groundtruth/domain/qualifications';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import { qualificationsKeys } from '../qualifications-keys';

/** A quiz's answer key (staff only), or null when it has none. */
export async function getAnswerKey(qualificationId: string) {
  return fetchDoc(
    await firestore(),
    `${collections.qualificationKeys}/${qualificationId}`,
    qualificationKeySchema,
  );
}

/** The answer key Edit loads into the form; read only for a quiz. */
export function useAnswerKey(qualificationId: string | null) {
  return useQuery({
    queryKey: qualificationsKeys.answerKey(qualificationId ?? ''),
    queryFn: () => getAnswerKey(qualificationId!),
    enabled: qualificationId !== null,
    // The key changes only through Edit, which reads it again; a stale copy would undo changes.
    staleTime: 0,
  });
}
