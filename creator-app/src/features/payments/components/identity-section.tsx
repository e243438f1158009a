import { useId } from 'react';
import { identityStatusOf, type IdentityStatus } from '@groundtruth/domain/identity';
import { creatorTaxWords } from '@groundtruth/domain/words/creator/tax';
import { useDateFormat } from '@groundtruth/platform/format';
import { useWords } from '@groundtruth/platform/i18n';
import { IdentityBadge } from '@groundtruth/platform/identity-badge';
import { useSignedInUser } from '@groundtruth/platform/session';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Skeleton,
  useToast,
} from '@groundtruth/ui-kit';
import { callableFailure } from '../../../lib/callable-error';
import { useIdentityCheck } from '../api/get-identity-check';
import { useStartIdentityCheck } from '../api/start-identity-check';

const actionWords = (
  w: typeof creatorTaxWords,
): Record<Exclude<IdentityStatus, 'verified'>, string> => ({
  unverified: w.identityStart,
  pending: w.identityContinue,
  failed: w.identityRetry,
});

export interface IdentitySectionProps {
  /** Opens the provider's hosted page; the browser goes there, as the provider's flow expects. */
  openUrl?: (url: string) => void;
}

/**
 * The identity part of the Tax and identity tab: where the creator's identity check through the
 * payout provider stands (identity_checks/{uid}), and the button that opens the provider's page:
 * Verify identity, Continue verification, or Retry after a failure with the provider's reason.
 */
export function IdentitySection({
  openUrl = (url) => window.location.assign(url),
}: IdentitySectionProps) {
  const { user } = useSignedInUser();
  const { toast } = useToast();
  const check = useIdentityCheck(user.uid);
  const start = useStartIdentityCheck(user.uid);
  const titleId = useId();
  const words = useWords('creator.tax', creatorTaxWords);
  const { date } = useDateFormat();
  const status = identityStatusOf(check.data);
  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: ({ url }) => openUrl(url),
      onError: (error) => {
        const { title, message } = callableFailure(error, words.failedStartIdentity);
        toast({ title, description: message, variant: 'destructive' });
      },
    });
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {words.identityTitle}
        </CardTitle>
        <CardDescription>{words.identityIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        {check.isPending ? (
          <Skeleton label={words.loadingIdentity} count={1} height={24} />
        ) : check.isError ? (
          <Alert tone="destructive">{words.failedLoadIdentity}</Alert>
        ) : (
          <>
            <p>
              <IdentityBadge
                status={status}
                reader="creator"
                label={words.identityStatus[status]}
              />
              {check.data
                ? ` ${words.identitySince(date(check.data.updated_at.toMillis()))}`
                : null}
            </p>
            {status === 'verified' && check.data?.verified_name ? (
              <p>{words.identityVerifiedAs(check.data.verified_name)}</p>
            ) : null}
            {status === 'pending' ? <p>{words.identityPendingHint}</p> : null}
            {status === 'failed' ? (
              <Alert tone="warning" title={words.identityStatus.failed}>
                {words.identityFailedReason(check.data?.reason ?? '')}
              </Alert>
            ) : null}
          </>
        )}
      </CardContent>
      {status !== 'verified' && !check.isPending && !check.isError ? (
        <CardFooter>
          <Button variant="primary" loading={start.isPending} onClick={onStart}>
            {actionWords(words)[status]}
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
