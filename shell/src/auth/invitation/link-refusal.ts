import { callableErrorText } from '@groundtruth/domain/callable-errors';
import { invitationMessages } from '@groundtruth/domain/invitation-messages';

/** The functions' words for a link that no longer works (functions/src/orders/invitations). */
const linkWords: readonly string[] = [
  invitationMessages.invalid,
  invitationMessages.expired,
  invitationMessages.used,
];

/**
 * The words to show when a failed call means the invitation's link no longer works (forged or
 * mistyped, replaced, expired or used), or null for any other failure (the network, a field).
 */
export function linkRefusal(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  const { message } = callableErrorText(error);
  // A token no invitation could have (cut short when copied): the same as one that opens none.
  if (code === 'functions/invalid-argument' && message.startsWith('token: '))
    return invitationMessages.invalid;
  return linkWords.includes(message) ? message : null;
}
