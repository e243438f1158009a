import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { escrowBalanceOf, type DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { formatBytes } from '@groundtruth/domain/dataset-exports';
import { formatCents } from '@groundtruth/domain/money';
import { formatCount } from '@groundtruth/domain/numbers';
import { SYSTEM_ACCEPTANCE } from '@groundtruth/domain/order-delivery';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { DateTime } from '@groundtruth/platform/screen-parts';
import { Alert, Button, colorVars, fontSizes, space } from '@groundtruth/ui-kit';
import { useAcceptOrder } from '../api/accept-order';
import { useDeliverOrder } from '@groundtruth/platform/orders/deliver-order';
import { ordersKeys } from '../orders-keys';
import { useDeliveryLink } from '../api/delivery-link';
import { ConfirmDialog } from '@groundtruth/platform/confirm-dialog';
import { ReportProblem } from './order-dispute';
import { Part } from './order-facts';
import { Facts } from './order-row';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[4]};
`;

const Downloads = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Hint = styled.p`
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The time left to accept or report a problem, in words; null once it has run out. */
export function acceptTimeLeftText(acceptByMs: number, nowMs: number): string | null {
  const left = acceptByMs - nowMs;
  if (left <= 0) return null;
  if (left >= DAY) return words.acceptDaysLeft(Math.floor(left / DAY));
  return words.acceptHoursLeft(Math.max(1, Math.floor(left / HOUR)));
}

/**
 * An order in progress, for its customer: Deliver now (what is approved so far, asked once more
 * since the order ends there) once something is approved; while the exports are written, words
 * saying so; a failed delivery, said, with Deliver now again.
 */
export function DeliveryInProgress({
  order,
  orderId,
}: {
  /** The order, in progress. */
  order: DatasetOrder;
  /** Its id. */
  orderId: string;
}) {
  const [asking, setAsking] = useState(false);
  const deliver = useDeliverOrder(ordersKeys.all);
  const status = order.delivery?.status;
  if (status === 'preparing')
    return (
      <Part aria-labelledby="order-delivery">
        <h2 id="order-delivery">{words.deliverySection}</h2>
        <Alert tone="info" title={words.deliveryPreparing} />
      </Part>
    );
  if (order.approved_count === 0) return null;
  return (
    <Part aria-labelledby="order-delivery">
      <h2 id="order-delivery">{words.deliverySection}</h2>
      {status === 'failed' ? (
        <Alert tone="destructive" title={words.deliveryFailed}>
          {order.delivery?.error ?? null}
        </Alert>
      ) : null}
      <Row>
        <Button loading={deliver.isPending} onClick={() => setAsking(true)}>
          {words.deliverNow}
        </Button>
        <Hint>{words.deliverNowHint}</Hint>
      </Row>
      {asking ? (
        <ConfirmDialog
          title={words.confirmDeliverTitle}
          consequence={words.confirmDeliver(
            formatCount(order.approved_count),
            formatCount(order.quantity),
          )}
          confirmLabel={words.deliverNow}
          pending={deliver.isPending}
          tone="primary"
          onConfirm={() => deliver.mutate(orderId, { onSettled: () => setAsking(false) })}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Part>
  );
}

/** What each state of a delivered order shows its delivery from. */
interface DeliveredProps {
  /** The order, delivered (or past it). */
  order: DatasetOrder;
  /** Its id. */
  orderId: string;
  /** Sends the browser to a signed download link. */
  openUrl: (url: string) => void;
}

/** The Delivery section of a delivered order: `before` its facts and downloads, `after` them. */
function DeliveredSection({
  before,
  after,
  ...props
}: DeliveredProps & { before?: ReactNode; after?: ReactNode }) {
  return (
    <Part aria-labelledby="order-delivery">
      <h2 id="order-delivery">{words.deliverySection}</h2>
      {before}
      <DeliveryFacts {...props} />
      {after}
    </Part>
  );
}

/** When it was delivered, how much, and the Download of each of its exports. */
function DeliveryFacts({ order, orderId, openUrl }: DeliveredProps) {
  const link = useDeliveryLink(openUrl);
  const delivery = order.delivery;
  const exportIds = delivery?.export_ids ?? [];
  return (
    <>
      <Facts>
        {order.delivered_at ? (
          <div>
            <dt>{words.deliveredOn}</dt>
            <dd>
              <DateTime value={order.delivered_at} />
            </dd>
          </div>
        ) : null}
        {delivery?.file_count !== undefined ? (
          <div>
            <dt>{words.downloads}</dt>
            <dd>
              {words.deliveryFiles(
                formatCount(delivery.file_count),
                formatBytes(delivery.total_bytes ?? 0),
              )}
            </dd>
          </div>
        ) : null}
      </Facts>
      {exportIds.length > 0 ? (
        <>
          <Downloads aria-label={words.downloads}>
            {exportIds.map((exportId, i) => (
              <li key={exportId}>
                <Button
                  variant={i === 0 ? 'primary' : 'secondary'}
                  loading={link.isPending && link.variables?.exportId === exportId}
                  onClick={() => link.mutate({ orderId, exportId })}
                >
                  {words.downloadPart(i + 1, exportIds.length)}
                </Button>
              </li>
            ))}
          </Downloads>
          <Hint>{words.downloadHint}</Hint>
        </>
      ) : null}
    </>
  );
}

/**
 * A delivered order: its downloads, the time left to accept it or report a problem, Accept
 * delivery (asked once more) and Report a problem (a reason, checked as it is typed).
 */
export function DeliveredOrder({
  now,
  ...props
}: DeliveredProps & {
  /** The time to count the days left from (ms). */
  now: number;
}) {
  const { order, orderId } = props;
  const [asking, setAsking] = useState(false);
  const [reporting, setReporting] = useState(false);
  const accept = useAcceptOrder();
  const left = order.accept_by ? acceptTimeLeftText(order.accept_by.toMillis(), now) : null;
  return (
    <DeliveredSection
      {...props}
      after={
        <>
          {left ? <p>{left}</p> : null}
          {reporting ? (
            <ReportProblem orderId={orderId} onCancel={() => setReporting(false)} />
          ) : (
            <Row>
              <Button variant="primary" loading={accept.isPending} onClick={() => setAsking(true)}>
                {words.acceptDelivery}
              </Button>
              <Button disabled={accept.isPending} onClick={() => setReporting(true)}>
                {words.reportProblem}
              </Button>
            </Row>
          )}
          {asking ? (
            <ConfirmDialog
              title={words.confirmAcceptTitle}
              consequence={words.confirmAccept}
              confirmLabel={words.acceptDelivery}
              pending={accept.isPending}
              tone="primary"
              onConfirm={() => accept.mutate(orderId, { onSettled: () => setAsking(false) })}
              onClose={() => setAsking(false)}
            />
          ) : null}
        </>
      }
    />
  );
}

/** The escrow at the end: paid, spent on creators, the fee, refunded, and what is still held. */
export function FinalLedger({ order }: { /** The order. */ order: DatasetOrder }) {
  const { escrow } = order;
  const rows: [string, number][] = [
    [words.ledgerPaid, escrow.paid_cents],
    [words.ledgerSpent, escrow.creator_payouts_cents],
    [words.ledgerFee, escrow.fees_cents],
    [words.ledgerRefunded, escrow.refunds_cents],
    [words.ledgerHeld, escrowBalanceOf(escrow)],
  ];
  return (
    <Part aria-labelledby="order-ledger">
      <h2 id="order-ledger">{words.finalLedger}</h2>
      <Facts>
        {rows.map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatCents(cents)}</dd>
          </div>
        ))}
      </Facts>
    </Part>
  );
}

/** A disputed order's delivery: still downloadable while the team looks into the problem. */
export function DisputedDelivery(props: DeliveredProps) {
  return <DeliveredSection {...props} />;
}

/** An accepted order: when, by the customer or when the time ran out, then the final escrow. */
export function AcceptedOrder(props: DeliveredProps) {
  const { order } = props;
  return (
    <>
      <DeliveredSection
        {...props}
        before={
          <>
            {order.accepted_at ? (
              <p>
                {words.acceptedOn} <DateTime value={order.accepted_at} dateOnly />
              </p>
            ) : null}
            {order.accepted_by === SYSTEM_ACCEPTANCE ? (
              <Hint>{words.acceptedAutomatically}</Hint>
            ) : null}
          </>
        }
      />
      <FinalLedger order={order} />
    </>
  );
}
