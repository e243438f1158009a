import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { standingKeys } from '../../../lib/qualification-standing';

/**
 * Opens a quiz attempt, or resumes the open one (a reload returns the same attempt until its
 * deadline); refused with the reason in words while the retry delay runs, when the attempts are
 * used up, a prerequisite is missing or the qualification is held.
 */
export function startQualificationAttempt(qualificationId: string) {
  return callLazily((c) => c.startQualificationAttempt, { qualificationId });
}

export function useStartQualificationAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startQualificationAttempt,
    // A start that found its open attempt past the deadline records it as failed: the grant changed.
    onError: () => void queryClient.invalidateQueries({ queryKey: standingKeys.all }),
  });
}
