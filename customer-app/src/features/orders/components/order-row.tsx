import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { WithId } from '@groundtruth/domain/converter';
import type { DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { formatCents } from '@groundtruth/domain/money';
import { formatCount } from '@groundtruth/domain/numbers';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { orderPath } from '@groundtruth/domain/order-paths';
import { OrderStatus } from '@groundtruth/platform/orders/order-status';
import { DateTime } from '@groundtruth/platform/screen-parts';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  colorVars,
  fontSizes,
  space,
} from '@groundtruth/ui-kit';

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
`;

/** Label-value pairs that wrap on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${space[2]} ${space[6]};
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

/** One order in a list: its title (a link to its page), status, progress, total and deadline. */
export function OrderRow({ order }: { /** The order as stored. */ order: WithId<DatasetOrder> }) {
  const titleId = useId();
  return (
    <Card as="li" aria-labelledby={titleId}>
      <CardHeader>
        <TitleRow>
          <CardTitle as="h2" id={titleId}>
            <Link to={orderPath(order.id)}>{order.title}</Link>
          </CardTitle>
          <OrderStatus order={order} />
        </TitleRow>
      </CardHeader>
      <CardContent>
        <Facts>
          <div>
            <dt>{words.approved}</dt>
            <dd>
              {formatCount(order.approved_count)} / {formatCount(order.quantity)}
            </dd>
          </div>
          <div>
            <dt>{words.total}</dt>
            <dd>{formatCents(order.quote.total_cents)}</dd>
          </div>
          <div>
            <dt>{words.deadlineLabel}</dt>
            <dd>
              <DateTime value={order.deadline} dateOnly />
            </dd>
          </div>
        </Facts>
      </CardContent>
    </Card>
  );
}
