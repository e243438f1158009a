/**
 * A reviewer's decision on a gold item, reached through reviewSubmission like any decision so the
 * reviewer cannot tell it apart: the same checks of the why (reason, notes, evidence), the same
 * answer. It records the check (expected against given) and counts it in the reviewer's QA, and
 * nothing else: no payout, notification, creator or platform counter, export row or audit entry
 * (support read the audit trail; the check is the record), and the original submission is not
 * touched. A reviewer checks a gold item once; a second decision is refused as a decided
 * submission's would be.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { callables, CallableParsedInput } from '@groundtruth/domain/callable-registry';
import type { WithId } from '@groundtruth/domain/converter';
import type { Submission } from '@groundtruth/domain/entities';
import { isGoldCorrect } from '@groundtruth/domain/gold';
import { goldCheckId } from '@groundtruth/domain/gold-queue';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { fail } from '../core/errors';
import { goldChecks, goldKeys } from '../repos/gold';
import { countGoldCheck } from '../stats/reviewer-stats';
import { readReviewWhy } from './review-why';

type ReviewInput = CallableParsedInput<typeof callables.reviewSubmission>;

/** Records `reviewerId`'s decision `input` on gold item `gold`, in reviewSubmission's `tx`. */
export async function decideGold(
  tx: Transaction,
  gold: WithId<Submission>,
  input: ReviewInput,
  reviewerId: string,
) {
  const checkId = goldCheckId(gold.id, reviewerId);
  // The key, like the item, is written once and read by every reviewer's check: no lock. The
  // reviewer's own check is read in `tx`, so a second decision by them is refused.
  const [key, earlier] = await Promise.all([
    goldKeys.readNow(gold.id),
    goldChecks.get(tx, checkId),
  ]);
  if (!key) throw fail.notFound(staffMessages.submissionNotFound);
  if (earlier) throw fail.precondition(serverMessages.onlyPendingReviewable);
  const why = await readReviewWhy(gold, input);
  const given = { decision: input.decision, reasonCode: why.reason?.code ?? null };
  const correct = isGoldCorrect(
    { decision: key.expected_decision, reasonCode: key.expected_reason_code },
    given,
  );
  const at = Timestamp.now();
  goldChecks.create(tx, checkId, {
    gold_id: gold.id,
    reviewer_id: reviewerId,
    expected_decision: key.expected_decision,
    expected_reason_code: key.expected_reason_code,
    given_decision: given.decision,
    given_reason_code: given.reasonCode,
    correct,
    decided_at: at,
  });
  countGoldCheck(tx, reviewerId, { correct, at });
  return {
    submissionId: gold.id,
    reviewStatus: input.decision,
    heldForSecondOpinion: false,
    payoutId: null,
  };
}
