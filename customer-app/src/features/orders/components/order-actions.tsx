import styled from 'styled-components';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { orderMessages, type DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { formatCents } from '@groundtruth/domain/money';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { Alert, Button, colorVars, fontSizes, space, useToast } from '@groundtruth/ui-kit';
import { usePayOrder } from '../api/pay-order';
import { useSubmitOrder } from '../api/submit-order';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[4]};
`;

const Hint = styled.p`
  margin: 0;
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

/** A failed call, in the server's words. */
function Failure({ error }: { /** The call's error. */ error: unknown }) {
  if (!error) return null;
  const { title, message } = callableErrorWords(error);
  return (
    <Alert tone="destructive" title={title}>
      {message}
    </Alert>
  );
}

/** A draft's actions: Edit (the form, on the page) and Submit order. */
export function DraftActions({
  orderId,
  onEdit,
}: {
  /** The draft. */
  orderId: string;
  /** Opens the form. */
  onEdit: () => void;
}) {
  const { toast } = useToast();
  const submit = useSubmitOrder();
  return (
    <>
      <Row>
        <Button onClick={onEdit} disabled={submit.isPending}>
          {words.edit}
        </Button>
        <Button
          variant="primary"
          loading={submit.isPending}
          onClick={() =>
            submit.mutate(orderId, {
              onSuccess: () => toast({ title: orderMessages.orderSubmitted, variant: 'success' }),
            })
          }
        >
          {words.submitOrder}
        </Button>
        <Hint>{words.submitHint}</Hint>
      </Row>
      <Failure error={submit.error} />
    </>
  );
}

/** A submitted order's Pay: opens the payment provider's page for the quote's total. */
export function PayAction({
  order,
  orderId,
  openUrl,
}: {
  /** The order. */
  order: DatasetOrder;
  /** Its id. */
  orderId: string;
  /** Opens the provider's page; the browser goes there, as the provider's flow expects. */
  openUrl: (url: string) => void;
}) {
  const pay = usePayOrder(openUrl);
  // Once the answer came, the browser is leaving for the provider's page.
  const leaving = pay.isPending || pay.isSuccess;
  return (
    <>
      <Row>
        <Button variant="primary" loading={leaving} onClick={() => pay.mutate(orderId)}>
          {leaving ? words.openingPayment : words.pay(formatCents(order.quote.total_cents))}
        </Button>
        <Hint>{words.payHint}</Hint>
      </Row>
      <Failure error={pay.error} />
    </>
  );
}
