/**
 * Top up: a task whose approved work made a median under the hourly floor (fair-pay.ts) pays
 * each approved submission the difference, at the median time, through the bulk bonus (one
 * awardBonus per submission). Each row's request id comes from the task and the submission only,
 * so a second top-up of the same submission is the same bonus: found, not paid again (or refused
 * as a different award when the median moved), never paid twice.
 */
import { bulkBonusRequestId } from './bonuses';
import { topUpCents } from './fair-pay';

/** The request id of the top-up of `submissionId` of `taskId`: one per submission, ever. */
export function topUpRequestId(taskId: string, submissionId: string): string {
  return bulkBonusRequestId(`top-up ${taskId}`, submissionId);
}

/** An approved submission the top-up may pay. */
export interface TopUpSource {
  id: string;
  user_id: string;
  submitter_name: string;
  payout_amount_cents: number;
}

/** One bonus of a top-up, as the bulk bonus sends it. */
export interface TopUpRow {
  where: string;
  creatorId: string;
  submissionId: string;
  amountCents: number;
  reason: string;
  requestId: string;
}

/** The top-up's bonuses: each approved submission short of the floor at the median time. */
export function topUpRows(
  taskId: string,
  submissions: readonly TopUpSource[],
  medianMinutes: number,
  floorCents: number,
  reason: string,
): TopUpRow[] {
  return submissions.flatMap((submission) => {
    const amountCents = topUpCents(submission.payout_amount_cents, medianMinutes, floorCents);
    if (amountCents <= 0) return [];
    return [
      {
        where: submission.submitter_name || submission.user_id,
        creatorId: submission.user_id,
        submissionId: submission.id,
        amountCents,
        reason,
        requestId: topUpRequestId(taskId, submission.id),
      },
    ];
  });
}
