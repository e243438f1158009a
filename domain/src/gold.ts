/**
 * Gold checks on reviewers: an admin marks a reviewed submission as gold with the decision (and
 * reason) it should get (markGold). Its copy, `gold_items/{goldId}`, looks like any pending
 * submission and goes into reviewers' queues; the expected answer stays in `gold_keys/{goldId}`,
 * which only the functions read; each reviewer's decision on it is one `gold_checks` document,
 * counted into reviewer_stats (gold_total, gold_correct) and nowhere a creator looks.
 */
import { z } from './zod';
import { reviewDecisions, type ReviewDecision } from './constants';
import { needsReason } from './review-reasons';
import { timestampSchema } from './timestamp';

const id = z.string().min(1);

/** gold_keys/{goldId}: the expected answer, and which submission the gold item copies. */
export const goldKeySchema = z.object({
  submission_id: id,
  expected_decision: z.enum(reviewDecisions),
  /** The reason a rejection or a request for changes must name; null for an approval. */
  expected_reason_code: z.string().nullable(),
  marked_by: id,
  marked_at: timestampSchema,
});
export type GoldKey = z.infer<typeof goldKeySchema>;

/** gold_checks/{goldId}_{reviewerUid}: one reviewer's decision on one gold item. */
export const goldCheckSchema = z.object({
  gold_id: id,
  reviewer_id: id,
  expected_decision: z.enum(reviewDecisions),
  expected_reason_code: z.string().nullable(),
  given_decision: z.enum(reviewDecisions),
  given_reason_code: z.string().nullable(),
  correct: z.boolean(),
  decided_at: timestampSchema,
});
export type GoldCheck = z.infer<typeof goldCheckSchema>;

/** A decision with the reason it names (null or absent for an approval). */
export interface GoldAnswer {
  decision: ReviewDecision;
  reasonCode?: string | null | undefined;
}

/**
 * Whether `given` is the expected answer: the same decision, and for a rejection or a request for
 * changes the same reason (an approval names none).
 */
export function isGoldCorrect(expected: GoldAnswer, given: GoldAnswer): boolean {
  if (expected.decision !== given.decision) return false;
  return !needsReason(expected.decision) || expected.reasonCode === given.reasonCode;
}
