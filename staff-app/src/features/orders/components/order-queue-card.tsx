import { useId, useState } from 'react';
import styled from 'styled-components';
import type { WithId } from '@groundtruth/domain/converter';
import type { DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { formatCents } from '@groundtruth/domain/money';
import { formatCount } from '@groundtruth/domain/numbers';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { OrderStatus } from '@groundtruth/platform/orders/order-status';
import { DateTime } from '@groundtruth/platform/screen-parts';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Button,
  colorVars,
  fontSizes,
  space,
} from '@groundtruth/ui-kit';
import { DeliverOrder } from './deliver-order';
import { OrderDisputeFacts } from './order-dispute-facts';
import { ResolveDisputeDialog } from './resolve-dispute-dialog';
import { TurnIntoTasks } from './turn-into-tasks';

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${space[3]} ${space[6]};
  margin: 0;

  dt {
    color: ${colorVars.textMuted};
    font-size: ${fontSizes.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** What an admin may do with an order now, by its status (support only follows the queue). */
function AdminFooter({ order }: { order: WithId<DatasetOrder> }) {
  const [resolving, setResolving] = useState(false);
  if (order.status === 'in_progress' && order.approved_count > 0) {
    if (order.delivery?.status === 'preparing') return null;
    return (
      <CardFooter>
        <DeliverOrder orderId={order.id} title={order.title} approvedCount={order.approved_count} />
      </CardFooter>
    );
  }
  if (order.status === 'disputed' && !order.dispute?.resolution)
    return (
      <CardFooter>
        <Button variant="primary" onClick={() => setResolving(true)}>
          {words.resolve}
        </Button>
        {resolving ? (
          <ResolveDisputeDialog
            order={order}
            orderId={order.id}
            onClose={() => setResolving(false)}
          />
        ) : null}
      </CardFooter>
    );
  return null;
}

/**
 * One order of the queue: organisation, title, quantity, pay per item, total, status and
 * approved items, with its delivery and dispute once it has them; for admins, Turn into tasks on
 * a funded order, Deliver on one in progress, Resolve on a dispute.
 */
export function OrderQueueCard({
  order,
  isAdmin,
  onTasksMade,
}: {
  /** The order as stored. */
  order: WithId<DatasetOrder>;
  /** The signed-in user is an admin: they act on orders; support follows them. */
  isAdmin: boolean;
  /** Tasks were made from this order. */
  onTasksMade: (taskIds: string[]) => void;
}) {
  const titleId = useId();
  return (
    <Card as="li" aria-labelledby={titleId}>
      <CardHeader>
        <TitleRow>
          <CardTitle as="h2" id={titleId}>
            {order.title}
          </CardTitle>
          <OrderStatus order={order} />
        </TitleRow>
        <CardDescription>{order.organization_name}</CardDescription>
      </CardHeader>
      <CardContent>
        <Facts>
          <div>
            <dt>{words.organization}</dt>
            <dd>{order.organization_name}</dd>
          </div>
          <div>
            <dt>{words.quantity}</dt>
            <dd>{formatCount(order.quantity)}</dd>
          </div>
          <div>
            <dt>{words.payPerItem}</dt>
            <dd>{formatCents(order.payout_per_item_cents)}</dd>
          </div>
          <div>
            <dt>{words.total}</dt>
            <dd>{formatCents(order.quote.total_cents)}</dd>
          </div>
          <div>
            <dt>{words.approved}</dt>
            <dd>
              {formatCount(order.approved_count)} / {formatCount(order.quantity)}
            </dd>
          </div>
          <div>
            <dt>{words.deadlineLabel}</dt>
            <dd>
              <DateTime value={order.deadline} dateOnly />
            </dd>
          </div>
          {order.task_ids.length > 0 ? (
            <div>
              <dt>{words.status}</dt>
              <dd>{words.tasksOfOrder(order.task_ids.length)}</dd>
            </div>
          ) : null}
          {order.delivered_at ? (
            <div>
              <dt>{words.deliveredOn}</dt>
              <dd>
                <DateTime value={order.delivered_at} />
              </dd>
            </div>
          ) : null}
          {order.status === 'delivered' && order.accept_by ? (
            <div>
              <dt>{words.acceptBy}</dt>
              <dd>
                <DateTime value={order.accept_by} />
              </dd>
            </div>
          ) : null}
        </Facts>
        <OrderDisputeFacts order={order} isAdmin={isAdmin} />
      </CardContent>
      {order.status === 'funded' && isAdmin ? (
        <CardFooter>
          <TurnIntoTasks orderId={order.id} title={order.title} onMade={onTasksMade} />
        </CardFooter>
      ) : isAdmin ? (
        <AdminFooter order={order} />
      ) : null}
    </Card>
  );
}
