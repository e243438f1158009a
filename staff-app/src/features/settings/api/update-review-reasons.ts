import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewReason } from '@groundtruth/domain/review-reasons';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { platformSettingsKeys } from '../../../lib/platform-settings';

/** Saves the whole list of review reasons (admins only, audited with before and after). */
export function updateReviewReasons(reasons: ReviewReason[]) {
  return callLazily((c) => c.updateReviewReasons, { reasons });
}

/** Saves the list; every screen reading the settings (the review dialogs) reads them again. */
export function useUpdateReviewReasons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReviewReasons,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformSettingsKeys.all }),
  });
}
