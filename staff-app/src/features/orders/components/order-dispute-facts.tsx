import styled from 'styled-components';
import type { DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { formatCents } from '@groundtruth/domain/money';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { colorVars, fontSizes, fontWeights, space } from '@groundtruth/ui-kit';

const Dispute = styled.div`
  display: grid;
  gap: ${space[1]};
  margin-top: ${space[4]};

  h3 {
    margin: 0;
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.semibold};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

/**
 * An order's dispute on its queue card: the customer's reason, then how it was resolved with the
 * note the customer read, or, for support, that only an admin resolves it.
 */
export function OrderDisputeFacts({
  order,
  isAdmin,
}: {
  /** The order. */
  order: DatasetOrder;
  /** The signed-in user is an admin (who resolves it from the card's footer). */
  isAdmin: boolean;
}) {
  const dispute = order.dispute;
  if (!dispute) return null;
  const resolution = dispute.resolution;
  return (
    <Dispute>
      <h3>{words.customerReason}</h3>
      <p>{dispute.reason}</p>
      {resolution ? (
        <>
          <p>
            {resolution.kind === 'redo'
              ? words.disputeResolvedRedo(resolution.redo_count)
              : words.disputeResolvedRefund(formatCents(resolution.refund_cents))}
          </p>
          <Muted>{resolution.note}</Muted>
        </>
      ) : isAdmin ? null : (
        <Muted>{words.readOnlyDispute}</Muted>
      )}
    </Dispute>
  );
}
