import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_BULK_BONUS_ROWS } from '@groundtruth/domain/bonuses';
import { submissionSchema, type Submission } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import type { TopUpSource } from '@groundtruth/domain/top-up';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage, type Cursor, type Page } from '@groundtruth/platform/firestore-queries';
import { awardRows } from '../../../lib/award-rows';
import { tasksKeys } from '../tasks-keys';

/** The approved submissions of `taskId` a top-up may pay (at most the bulk bonus's rows, +1). */
export async function approvedSubmissions(taskId: string): Promise<TopUpSource[]> {
  const db = await firestore();
  const found: TopUpSource[] = [];
  let after: Cursor | null = null;
  do {
    const page: Page<Submission> = await fetchPage(
      db,
      screenQueries.taskSubmissionsByStatus(taskId, 'approved'),
      submissionSchema,
      after,
    );
    found.push(...page.items);
    after = page.next;
  } while (after && found.length <= MAX_BULK_BONUS_ROWS);
  return found;
}

/** A task's approved submissions, for its top-up's preview. */
export function useApprovedSubmissions(taskId: string) {
  return useQuery({
    queryKey: tasksKeys.topUp(taskId),
    queryFn: () => approvedSubmissions(taskId),
  });
}

/** Sends a top-up's bonuses through the bulk bonus (one awardBonus each). */
export function useSendTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: awardRows,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKeys.all }),
  });
}
