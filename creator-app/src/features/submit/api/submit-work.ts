import { useMutation } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import { callLazily } from '@groundtruth/platform/call-lazily';

export type SubmitWorkInput = CallableInput<typeof callables.submitWork>;

/** Files already uploaded become a submission with their custody records and the attestation. */
export function submitWork(input: SubmitWorkInput) {
  return callLazily((c) => c.submitWork, input);
}

/**
 * Submits the work. My Submissions reads its list afresh on every visit (staleTime 0), so there
 * is no cache here to invalidate.
 */
export function useSubmitWork() {
  return useMutation({ mutationFn: submitWork });
}
