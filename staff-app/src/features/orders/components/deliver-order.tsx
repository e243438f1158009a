import { useState } from 'react';
import { formatCount } from '@groundtruth/domain/numbers';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { Button } from '@groundtruth/ui-kit';
import { ConfirmDialog } from '@groundtruth/platform/confirm-dialog';
import { useDeliverOrder } from '@groundtruth/platform/orders/deliver-order';
import { ordersKeys } from '../orders-keys';

/**
 * Deliver on an order in progress (admins): its approved work exported for the customer, asked
 * once more since the order collects no more after it.
 */
export function DeliverOrder({
  orderId,
  title,
  approvedCount,
}: {
  /** The order in progress. */
  orderId: string;
  /** Its title, for the confirmation. */
  title: string;
  /** Its approved items so far. */
  approvedCount: number;
}) {
  const [asking, setAsking] = useState(false);
  const deliver = useDeliverOrder(ordersKeys.all);
  return (
    <>
      <Button loading={deliver.isPending} onClick={() => setAsking(true)}>
        {words.deliver}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={words.confirmDeliverTitle}
          consequence={words.confirmStaffDeliver(title, formatCount(approvedCount))}
          confirmLabel={words.deliver}
          pending={deliver.isPending}
          onConfirm={() => deliver.mutate(orderId, { onSettled: () => setAsking(false) })}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
