import { qualificationMessages } from '@groundtruth/domain/qualification-messages';
import { isGrantHeld } from '@groundtruth/domain/eligibility-checks';
import type { QualificationGrant } from '@groundtruth/domain/qualifications';
import type { Tone } from '@groundtruth/ui-kit';

/** Where a creator stands with one qualification, as the card's badge says it. */
export type GrantView = 'not_taken' | 'granted' | 'failed' | 'revoked' | 'expired';

/**
 * The grant's status as the creator should read it now: a granted grant past its expiry is
 * Expired before the expiry job gets to it, because acceptTask already treats it so.
 */
export function grantView(grant: QualificationGrant | undefined, nowMillis: number): GrantView {
  if (!grant) return 'not_taken';
  if (grant.status === 'granted' && !isGrantHeld(grant, nowMillis)) return 'expired';
  return grant.status;
}

export const grantViewLabels: Record<GrantView, string> = {
  not_taken: qualificationMessages.grantNotTaken,
  granted: qualificationMessages.grantGranted,
  failed: qualificationMessages.grantFailed,
  revoked: qualificationMessages.grantRevoked,
  expired: qualificationMessages.grantExpired,
};

export const grantViewTones: Record<GrantView, Tone> = {
  not_taken: 'neutral',
  granted: 'success',
  failed: 'danger',
  revoked: 'danger',
  expired: 'warning',
};
