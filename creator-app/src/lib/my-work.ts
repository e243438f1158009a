// The creator's own work on tasks, read by Available Tasks and Submit Your Work: the
// acceptance with its clock, and the review state of its latest submission, so a screen offers
// Submit exactly where submitWork takes it (domain/work-state).
import type { ReviewStatus } from '@groundtruth/domain/constants';
import type { Submission } from '@groundtruth/domain/entities';
import { submissionSchema, taskAcceptanceSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { workState, type WorkState } from '@groundtruth/domain/work-state';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import type { AcceptanceClock } from '../components/time-left';

/** The creator's acceptance of a task, its clock and where its latest submission stands. */
export interface MyAcceptance extends AcceptanceClock {
  id: string;
  /** The newest submission's id; null before the first. */
  latestSubmissionId: string | null;
  /** Its review status; null with no submission (or one not readable, as submitWork treats it). */
  latestReview: ReviewStatus | null;
  /** The newest submission when it was sent back for changes (its review's why), else null. */
  sentBack: Submission | null;
}

/** Task id → the creator's acceptance, for the tasks the creator accepted. */
export type AcceptedTasks = Record<string, MyAcceptance>;

/**
 * The creator's acceptances of `taskIds` (at most MAX_IN_VALUES) with their latest submissions'
 * review states: one query on their own acceptances (the rules refuse a get of one that does not
 * exist), then one on their own submissions by the ids those acceptances name.
 */
export async function getMyWork(
  userId: string,
  taskIds: readonly string[],
): Promise<AcceptedTasks> {
  if (taskIds.length === 0) return {};
  const db = await firestore();
  const { items } = await fetchPage(
    db,
    screenQueries.myAcceptancesOfTasks(userId, taskIds),
    taskAcceptanceSchema,
  );
  const latestIds = items.flatMap((a) => (a.latest_submission_id ? [a.latest_submission_id] : []));
  // Each acceptance names at most one latest submission: as many ids as task ids, within the limit.
  const latest = new Map<string, Submission>();
  if (latestIds.length > 0) {
    const found = await fetchPage(
      db,
      screenQueries.mySubmissionsByIds(userId, latestIds),
      submissionSchema,
    );
    for (const s of found.items) latest.set(s.id, s);
  }
  return Object.fromEntries(
    items.map((a) => {
      const newest = a.latest_submission_id ? latest.get(a.latest_submission_id) : undefined;
      return [
        a.task_id,
        {
          id: a.id,
          status: a.status,
          expiresAt: a.expires_at ?? null,
          latestSubmissionId: a.latest_submission_id ?? null,
          latestReview: newest?.review_status ?? null,
          sentBack: newest?.review_status === 'needs_changes' ? newest : null,
        } satisfies MyAcceptance,
      ];
    }),
  );
}

/** Where the creator's work on a task stands at `now` (undefined: not accepted). */
export function myWorkState(acceptance: MyAcceptance | undefined, now: number): WorkState {
  if (!acceptance) return 'not_accepted';
  return workState(
    {
      status: acceptance.status,
      expires_at: acceptance.expiresAt,
      latest_submission_id: acceptance.latestSubmissionId,
    },
    acceptance.latestReview,
    now,
  );
}
