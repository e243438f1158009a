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

/** The id of `reviewerId`'s check of gold item `goldId`: one per reviewer and item. */
export function goldCheckId(goldId: string, reviewerId: string): string {
  return `${goldId}_${reviewerId}`;
}

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

/** FNV-1a, 32 bits: a stable, well-spread number for a string (no security needed here). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The queue a reviewer sees: `work` with some of `gold` (the gold items they have not checked)
 * mixed in, at most ceil(rate × work.length) of them and none into an empty queue. Which gold
 * items and where they go depends only on the reviewer and the items, so a reload shows the same
 * queue, and two reviewers see different ones.
 */
export function mixGold<T extends { id: string }>(
  work: readonly T[],
  gold: readonly T[],
  reviewerId: string,
  rate: number,
): T[] {
  const count = Math.min(gold.length, Math.ceil(rate * work.length));
  if (count <= 0) return [...work];
  const placed = gold
    .map((item) => ({ item, key: hash(`${reviewerId}:${item.id}`) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map(({ item, key }) => ({ item, at: hash(`${key}:${item.id}`) % (work.length + 1) }))
    .sort((a, b) => a.at - b.at);
  const mixed: T[] = [];
  let next = 0;
  work.forEach((item, index) => {
    while (next < placed.length && placed[next]!.at <= index) mixed.push(placed[next++]!.item);
    mixed.push(item);
  });
  while (next < placed.length) mixed.push(placed[next++]!.item);
  return mixed;
}
