import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { submissionSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage, type Cursor } from '@groundtruth/platform/firestore-queries';
import { submissionKeys } from '../submissions-keys';

/** One page of the creator's submissions, newest first; `after` is the last one shown. */
export async function getMySubmissions(userId: string, after: Cursor | null) {
  return fetchPage(await firestore(), screenQueries.mySubmissions(userId), submissionSchema, after);
}

/** The creator's submissions, page by page ("Load more" asks for the next). */
export function mySubmissionsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: submissionKeys.list({ userId }),
    queryFn: ({ pageParam }) => getMySubmissions(userId, pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next ?? undefined,
    // Work submitted or reviewed elsewhere (the submit screen, staff) shows on every visit.
    staleTime: 0,
  });
}

/** The signed-in creator's submissions. */
export function useMySubmissions(userId: string) {
  return useInfiniteQuery(mySubmissionsQueryOptions(userId));
}
