/** Gold items in the suites: a reviewed submission marked gold through markGold, as an admin would. */
import { callables } from '@groundtruth/domain/callable-registry';
import type { ReviewDecision } from '@groundtruth/domain/constants';
import type { WebClient } from './clients';
import { newTask, submitted } from './flows';

/**
 * A new submission by `creator`, approved by `adminUser` and marked gold expecting `expected`
 * (an approval is marked whatever it should get: what a reviewer is judged by is the key).
 * Returns the submission's and the gold item's ids.
 */
export async function goldItem(
  adminUser: WebClient,
  creator: WebClient,
  expected: { decision: ReviewDecision; reasonCode?: string },
): Promise<{ submissionId: string; goldId: string }> {
  const submissionId = await submitted(creator, await newTask(adminUser, { title: 'Gold take' }));
  await adminUser.call(callables.reviewSubmission, { submissionId, decision: 'approved' });
  const { goldId } = await adminUser.call(callables.markGold, {
    submissionId,
    expectedDecision: expected.decision,
    ...(expected.reasonCode ? { expectedReasonCode: expected.reasonCode } : {}),
  });
  return { submissionId, goldId };
}
