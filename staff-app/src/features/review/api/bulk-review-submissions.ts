import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewDecision } from '@groundtruth/domain/constants';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { loadMessages } from '../lazy-messages';
import { reviewKeys } from '../review-keys';
import { reviewSubmission } from './review-submission';

/** At most this many reviewSubmission calls run at once: quick, yet gentle on the functions. */
export const BULK_REVIEW_CONCURRENCY = 3;

/** A submission picked for bulk review, with what the results list names it by. */
export interface BulkItem {
  submissionId: string;
  label: string;
}

/** How one item of a bulk review went. */
/** `held`: the rejection waits for a second opinion (or the decision went to an admin). */
export type BulkItemResult = BulkItem &
  ({ ok: true; held: boolean } | { ok: false; reason: string });

export interface BulkReviewInput {
  items: readonly BulkItem[];
  decision: ReviewDecision;
  notes: string;
  /** The reason every item is given (to reject or ask for changes). */
  reasonCode?: string;
  /** Called after each item with how many are done. */
  onProgress?: (done: number) => void;
}

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

/** The bulk review's mutation; the lists refresh once every item has been tried. */
export function useBulkReviewSubmissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkReviewSubmissions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
