// Bulk review's runner (bulk-review-submissions.ts loads it with the first bulk review).
import type { ReviewDecision } from '@groundtruth/domain/constants';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { decisionPastTense } from '../components/decision-labels';
import { loadMessages } from '../lazy-messages';
import type { BulkItemResult, BulkReviewInput } from './bulk-review-submissions';
import { reviewSubmission } from './review-submission';

/** At most this many reviewSubmission calls run at once: quick, yet gentle on the functions. */
export const BULK_REVIEW_CONCURRENCY = 3;

/**
 * Reviews each item by its own callable call — each one its own transaction and audit entry,
 * so one refusal (e.g. already reviewed by a colleague) fails only that item. Runs a few at a
 * time and reports every item, in the order given.
 */
export async function bulkReviewSubmissions({
  items,
  decision,
  notes,
  reasonCode,
  onProgress,
}: BulkReviewInput): Promise<BulkItemResult[]> {
  const results: BulkItemResult[] = new Array(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index]!;
      try {
        const { heldForSecondOpinion } = await reviewSubmission({
          submissionId: item.submissionId,
          decision,
          notes,
          reasonCode,
        });
        results[index] = { ...item, ok: true, held: heldForSecondOpinion };
      } catch (error) {
        results[index] = {
          ...item,
          ok: false,
          reason: callableErrorWords(error).message || (await loadMessages()).unexpected,
        };
      }
      onProgress?.(++done);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(BULK_REVIEW_CONCURRENCY, items.length) }, worker),
  );
  return results;
}

/** "3 approved, 1 failed: <reason>" for a finished bulk review. */
export function bulkSummary(decision: ReviewDecision, results: readonly BulkItemResult[]): string {
  const failures = results.filter((r) => !r.ok);
  const reasons = [...new Set(failures.map((r) => (r.ok ? '' : r.reason)))];
  return staffMessages.bulkReviewSummary(
    results.length - failures.length,
    decisionPastTense[decision],
    failures.length,
    reasons,
  );
}
