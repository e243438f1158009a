import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { qualificationQueries } from '@groundtruth/domain/qualification-queries';
import { qualificationSchema } from '@groundtruth/domain/qualifications';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage, type Cursor } from '@groundtruth/platform/firestore-queries';
import { qualificationKeys } from '../qualifications-keys';

/** One page of the qualifications offered, by name; `after` is the last shown. */
export async function getActiveQualifications(after: Cursor | null) {
  return fetchPage(
    await firestore(),
    qualificationQueries.activeQualifications(),
    qualificationSchema,
    after,
  );
}

export function activeQualificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: qualificationKeys.active(),
    queryFn: ({ pageParam }) => getActiveQualifications(pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

/** The qualifications a creator may earn ("Load more" asks for the next page). */
export function useActiveQualifications() {
  return useInfiniteQuery(activeQualificationsQueryOptions());
}
