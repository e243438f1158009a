import { useQuery } from '@tanstack/react-query';
import { qualificationQueries } from '@groundtruth/domain/qualification-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchCount } from '@groundtruth/platform/firestore-queries';
import { qualificationsKeys } from '../qualifications-keys';

/** A qualification's finished and passed attempts: two aggregation queries. */
export async function getPassRate(qualificationId: string) {
  const db = await firestore();
  const [finished, passed] = await Promise.all([
    fetchCount(db, qualificationQueries.finishedAttempts(qualificationId)),
    fetchCount(db, qualificationQueries.passedAttempts(qualificationId)),
  ]);
  return { finished, passed };
}

/** One row's attempts and pass rate. */
export function usePassRate(qualificationId: string) {
  return useQuery({
    queryKey: qualificationsKeys.passRate(qualificationId),
    queryFn: () => getPassRate(qualificationId),
  });
}
