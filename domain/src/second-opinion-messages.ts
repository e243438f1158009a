/**
 * The words of a blind second opinion on the staff's review screens. What the second reviewer
 * reads before deciding names no decision: a held approval and a held rejection read alike. A table of its own (beside
 * `staffMessages`) so that only the screens showing a second opinion carry it.
 */
export const secondOpinionMessages = {
  rejectionHeld: 'Rejection held for a second opinion',
  rejectionHeldBody:
    'Another reviewer decides without seeing yours. The creator is told once the rejection lands.',
  approvalHeld: 'Approval held for a second opinion',
  approvalHeldBody:
    'Another reviewer decides without seeing yours. The creator is told, and paid, once the approval lands.',
  rejectionLanded: 'Rejection confirmed',
  rejectionLandedBody: (withFeedback: boolean) =>
    withFeedback
      ? 'You agreed with the first reviewer, so the rejection has landed. The creator is told, with both reviewers’ feedback.'
      : 'You agreed with the first reviewer, so the rejection has landed. The creator is told, with the first reviewer’s feedback.',
  approvalLanded: 'Approval confirmed',
  approvalLandedBody: (withFeedback: boolean) =>
    withFeedback
      ? 'You agreed with the first reviewer, so the approval has landed and its payout is created. The creator is told, with both reviewers’ feedback.'
      : 'You agreed with the first reviewer, so the approval has landed and its payout is created. The creator is told, with the first reviewer’s feedback.',
  sentToAdmin: 'Sent to an admin',
  sentToAdminBody:
    'Your decision differs from the first reviewer’s, so an admin decides this submission.',
  waitingForSecondOpinion:
    'You made the first decision on this submission. It waits for a second opinion from another reviewer; the creator is told once a decision lands.',
  giveSecondOpinion:
    'A second opinion is asked for. Decide as you would any submission: the first decision stays hidden until you have decided. If you decide the same way, the creator reads the first reviewer’s feedback, then yours.',
  disagreementForAdmin:
    'The two reviewers disagreed. Your decision as an admin lands and the creator is told.',
  disagreementForSupport: 'The two reviewers disagreed. An admin decides this submission.',
  agreedAfterSecondOpinion: 'Rejected after a second opinion: both reviewers rejected it.',
  approvedAfterSecondOpinion: 'Approved after a second opinion: both reviewers approved it.',
  decidedAfterDisagreement: 'Decided by an admin after the two reviewers disagreed.',
} as const;

/** How the second reviewer's feedback is introduced to the creator, after the first reviewer's. */
export const SECOND_REVIEWER_FEEDBACK = 'From a second reviewer:';

/**
 * The feedback a creator reads once a held rejection lands: the first reviewer's, then the
 * second reviewer's (who agreed) when they wrote any. Null when neither did.
 */
export function landedFeedback(first: string | null, second: string | null): string | null {
  const firstText = first?.trim() || null;
  const secondText = second?.trim() || null;
  if (!secondText || secondText === firstText) return firstText;
  if (!firstText) return secondText;
  return `${firstText}\n\n${SECOND_REVIEWER_FEEDBACK} ${secondText}`;
}
