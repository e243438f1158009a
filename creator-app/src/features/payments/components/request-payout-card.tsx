import { useId } from 'react';
import { MIN_CASHOUT_CENTS } from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { formatCents } from '@groundtruth/domain/money';
import { useSignedInUser } from '@groundtruth/platform/session';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  useToast,
} from '@groundtruth/ui-kit';
import { callableFailure } from '../../../lib/callable-error';
import { useRequestPayout } from '../api/request-payout';

/**
 * Request Payout. The button stays available below the minimum: the server's check answers
 * with the balance it found ('Insufficient Balance'), as it does for the other two checks.
 */
export function RequestPayoutCard({ availableCents }: { availableCents: number }) {
  const { user } = useSignedInUser();
  const { toast } = useToast();
  const request = useRequestPayout(user.uid);
  const onRequest = () =>
    request.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: messages.payoutRequestedTitle,
          description: messages.payoutRequestedBody,
          variant: 'success',
        }),
      onError: (error) => {
        const { title, message } = callableFailure(error, messages.failedRequestPayout);
        toast({ title, description: message, variant: 'destructive' });
      },
    });
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Request Payout
        </CardTitle>
        <CardDescription>{messages.minimumPayout(formatCents(MIN_CASHOUT_CENTS))}</CardDescription>
      </CardHeader>
      <CardContent>
        <p>
          Available now: <strong>{formatCents(availableCents)}</strong>. Your unpaid approved work
          is paid to your default payment method.
        </p>
      </CardContent>
      <CardFooter>
        <Button variant="primary" loading={request.isPending} onClick={onRequest}>
          Request Payout
        </Button>
      </CardFooter>
    </Card>
  );
}
