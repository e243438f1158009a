import { useMutation } from '@tanstack/react-query';
import { callables, type CallableInput } from '@groundtruth/domain/callable-registry';
import { call } from '@groundtruth/firebase-web/functions';

export type SubmitWorkInput = CallableInput<typeof callables.submitWork>;

/** Files already uploaded become a submission with their custody records and the attestation. */
export function submitWork(input: SubmitWorkInput) {
  return call(callables.submitWork, input);
}

/**
 * Submits the work. My Submissions reads its list afresh on every visit (staleTime 0), so there
 * is no cache here to invalidate.
 */
export function useSubmitWork() {
  return useMutation({ mutationFn: submitWork });
}
