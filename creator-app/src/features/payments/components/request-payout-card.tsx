import { useId } from 'react';
import styled from 'styled-components';
import { MIN_CASHOUT_CENTS } from '@groundtruth/domain/constants';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { useSignedInUser } from '@groundtruth/platform/session';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  colorVars as c,
  fontSizes,
  useToast,
} from '@groundtruth/ui-kit';
import { callableFailure } from '../../../lib/callable-error';
import { useRequestPayout } from '../api/request-payout';
import { creatorPaymentsWords } from '@groundtruth/domain/words/creator/payments';
import { useWords } from '@groundtruth/platform/i18n';
import { useFormat } from '@groundtruth/platform/format';

const Reason = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${c.textMuted};
`;

/**
 * Request Payout. Below the minimum the button is disabled, with the reason beside it; the
 * server checks the balance again ('Insufficient Balance'), with the address and the method.
 */
export function RequestPayoutCard({ availableCents }: { availableCents: number }) {
  const format = useFormat();
  const w = useWords('creator.payments', creatorPaymentsWords);
  const messages = useWords('messages', englishMessages);
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
  const reasonId = useId();
  const belowMinimum = availableCents < MIN_CASHOUT_CENTS;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {w.requestPayout}
        </CardTitle>
        <CardDescription>{messages.minimumPayout(format.cents(MIN_CASHOUT_CENTS))}</CardDescription>
      </CardHeader>
      <CardContent>
        <p>
          {w.availableNow} <strong>{format.cents(availableCents)}</strong>
          {w.paidToDefault}
        </p>
      </CardContent>
      <CardFooter>
        <Button
          variant="primary"
          loading={request.isPending}
          disabled={belowMinimum}
          aria-describedby={belowMinimum ? reasonId : undefined}
          onClick={onRequest}
        >
          {w.requestPayout}
        </Button>
        {belowMinimum ? (
          <Reason id={reasonId}>
            {messages.payoutBelowMinimum(
              format.cents(MIN_CASHOUT_CENTS),
              format.cents(availableCents),
            )}
          </Reason>
        ) : null}
      </CardFooter>
    </Card>
  );
}
