import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewDecision } from '@groundtruth/domain/constants';
import { reviewKeys } from '../review-keys';

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
 * The bulk review's mutation; the lists refresh once every item has been tried. Its runner loads
 * with the first bulk review, not with the queue: most visits review nothing in bulk.
 */
export function useBulkReviewSubmissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BulkReviewInput) =>
      (await import('./bulk-review-run')).bulkReviewSubmissions(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
