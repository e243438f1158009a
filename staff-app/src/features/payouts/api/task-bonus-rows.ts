import { useQuery } from '@tanstack/react-query';
import { bonusMessages } from '@groundtruth/domain/bonus-messages';
import { MAX_BULK_BONUS_ROWS, bulkBonusRequestId } from '@groundtruth/domain/bonuses';
import {
  submissionSchema,
  taskSchema,
  type Submission,
  type Task,
} from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage, type Cursor, type Page } from '@groundtruth/platform/firestore-queries';
import type { BulkBonusProblem, BulkBonusRow } from '../bulk-bonus-csv';
import { payoutsKeys } from '../payouts-keys';

/** Tasks the bulk form offers, newest first: the pages a bonus round is likely to be about. */
export const BONUS_TASK_CHOICES = 100;

/** The newest tasks, for the bulk form's task picker. */
export function useBonusTaskChoices() {
  return useQuery({
    queryKey: [...payoutsKeys.all, 'bonus-tasks'] as const,
    queryFn: async () => {
      const db = await firestore();
      const tasks: { id: string; title: string }[] = [];
      let after: Cursor | null = null;
      do {
        const page: Page<Task> = await fetchPage(db, screenQueries.allTasks(), taskSchema, after);
        tasks.push(...page.items.map(({ id, title }) => ({ id, title })));
        after = page.next;
      } while (after && tasks.length < BONUS_TASK_CHOICES);
      return tasks.slice(0, BONUS_TASK_CHOICES);
    },
  });
}

/**
 * One bonus row per approved submission of `taskId`, each for its creator and naming the
 * submission. The request id comes from the task, the amount, the reason and the submission, so
 * the same round sent again awards nothing twice, while a new amount or reason is a new round.
 */
export async function approvedSubmissionRows(
  taskId: string,
  amountCents: number,
  reason: string,
): Promise<{ rows: BulkBonusRow[]; problems: BulkBonusProblem[] }> {
  const db = await firestore();
  const batch = `task ${taskId}\n${amountCents}\n${reason}`;
  const rows: BulkBonusRow[] = [];
  let after: Cursor | null = null;
  do {
    const page: Page<Submission> = await fetchPage(
      db,
      screenQueries.taskSubmissionsByStatus(taskId, 'approved'),
      submissionSchema,
      after,
    );
    for (const submission of page.items)
      rows.push({
        where: submission.submitter_name || submission.user_id,
        creatorId: submission.user_id,
        submissionId: submission.id,
        amountCents,
        reason,
        requestId: bulkBonusRequestId(batch, submission.id),
      });
    after = page.next;
  } while (after && rows.length <= MAX_BULK_BONUS_ROWS);
  if (rows.length > MAX_BULK_BONUS_ROWS)
    return {
      rows: [],
      problems: [
        { where: 'Task', message: bonusMessages.bulkBonusTaskTooMany(MAX_BULK_BONUS_ROWS) },
      ],
    };
  return { rows, problems: [] };
}
