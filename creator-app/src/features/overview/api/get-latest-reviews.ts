import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { submissionSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { overviewKeys } from '../overview-keys';

/** The creator's latest reviewed submissions, newest review first (bounded). */
export async function getLatestReviews(userId: string) {
  const page = await fetchPage(
    await firestore(),
    screenQueries.myLatestReviews(userId),
    submissionSchema,
  );
  return page.items;
}

export const latestReviewsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: overviewKeys.list('latest-reviews', userId),
    queryFn: () => getLatestReviews(userId),
  });

/** Latest Activity: reviews. */
export function useLatestReviews(userId: string) {
  return useQuery(latestReviewsQueryOptions(userId));
}
