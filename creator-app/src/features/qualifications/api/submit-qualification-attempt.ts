import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { standingKeys } from '../../../lib/qualification-standing';
import { qualificationKeys } from '../qualifications-keys';

/** The chosen choices' indices for each question, in order. */
export interface AttemptAnswers {
  attemptId: string;
  answers: number[][];
}

/** Scores an attempt on the server: the score, passed or not, the retry time and the review. */
export function submitQualificationAttempt({ attemptId, answers }: AttemptAnswers) {
  return callLazily((c) => c.submitQualificationAttempt, { attemptId, answers });
}

/**
 * Submit the answers, then re-read the creator's grants (and with them every task's
 * eligibility) and the Qualifications screen.
 */
export function useSubmitQualificationAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQualificationAttempt,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: standingKeys.all }),
        queryClient.invalidateQueries({ queryKey: qualificationKeys.all }),
      ]),
  });
}
