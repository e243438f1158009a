import styled from 'styled-components';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { identityStatusOf } from '@groundtruth/domain/identity';
import { identityMessages as words } from '@groundtruth/domain/identity-messages';
import { IdentityBadge } from '@groundtruth/platform/identity-badge';
import { DateTime } from '@groundtruth/platform/screen-parts';
import { Button, colorVars, fontSizes, space, useToast } from '@groundtruth/ui-kit';
import { useUserIdentity } from '../api/get-user-identity';
import { useResendIdentityLink } from '../api/resend-identity-link';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  margin-top: ${space[2]};
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

/**
 * A creator's identity check on their user card: its state and since when, and, until they are
 * verified, Resend identity link (a new session whose link the creator gets by bell and e-mail).
 */
export function UserIdentity({
  userId,
  email,
  canResend,
}: {
  /** The creator whose check is shown. */
  userId: string;
  /** Their address, named when the link is sent. */
  email: string;
  /** Whether Resend identity link is offered (an active account). */
  canResend: boolean;
}) {
  const { toast } = useToast();
  const identity = useUserIdentity(userId);
  const resend = useResendIdentityLink(userId);
  if (identity.isPending || identity.isError) return null;
  const check = identity.data;
  const status = identityStatusOf(check);
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: ({ sent }) =>
        toast({
          title: sent ? words.identityResent(email) : words.identityAlreadyVerified,
          variant: 'success',
        }),
      onError: (error) => {
        const { title, message } = callableErrorWords(error);
        toast({ title, description: message, variant: 'destructive' });
      },
    });
  return (
    <Line>
      <span>{words.identityTitle}:</span>
      <IdentityBadge status={status} reader="staff" />
      {check ? <DateTime value={check.updated_at} /> : null}
      {status === 'verified' && check?.verified_name ? (
        <span>{words.identityVerifiedAs(check.verified_name)}</span>
      ) : null}
      {status !== 'verified' && canResend ? (
        <Button variant="outline" size="small" loading={resend.isPending} onClick={onResend}>
          {words.identityResend}
        </Button>
      ) : null}
    </Line>
  );
}
