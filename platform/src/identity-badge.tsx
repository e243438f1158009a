/**
 * A creator's identity check as a badge: its state in words and in tone, the same on the
 * creator's Tax and identity tab and on a staff member's user card. Before any check the creator
 * reads that they are not verified, and staff that the check was never started.
 */
import type { IdentityStatus } from '@groundtruth/domain/identity';
import { identityMessages as words } from '@groundtruth/domain/identity-messages';
import { Badge, type Tone } from '@groundtruth/ui-kit';

/** Who reads the badge: the creator themself, or staff looking at their card. */
export type IdentityReader = 'creator' | 'staff';

const statusWords: Record<Exclude<IdentityStatus, 'unverified'>, string> = {
  pending: words.identityStatusPending,
  verified: words.identityStatusVerified,
  failed: words.identityStatusFailed,
};

const unverifiedWords: Record<IdentityReader, string> = {
  creator: words.identityStatusUnverified,
  staff: words.identityNeverStarted,
};

const statusTone: Record<IdentityStatus, Tone> = {
  unverified: 'neutral',
  pending: 'info',
  verified: 'success',
  failed: 'danger',
};

/** The words of `status` for `reader`. */
export function identityStatusWords(status: IdentityStatus, reader: IdentityReader): string {
  return status === 'unverified' ? unverifiedWords[reader] : statusWords[status];
}

export function IdentityBadge({
  status,
  reader,
  label,
}: {
  /** The check's state (identityStatusOf). */
  status: IdentityStatus;
  reader: IdentityReader;
  /** Its words in the reader's language, when not English's. */
  label?: string;
}) {
  return <Badge tone={statusTone[status]}>{label ?? identityStatusWords(status, reader)}</Badge>;
}
