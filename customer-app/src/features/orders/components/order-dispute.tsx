import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { formatCents } from '@groundtruth/domain/money';
import { MAX_DISPUTE_REASON, MIN_DISPUTE_REASON } from '@groundtruth/domain/order-delivery';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { Alert, Button, Textarea, space } from '@groundtruth/ui-kit';
import { useDisputeOrder } from '../api/dispute-order';
import { Part } from './order-facts';

const Form = styled.form`
  display: grid;
  gap: ${space[3]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

/** What is wrong with a reason as typed (trimmed, as disputeDatasetOrderInput reads it); null: fine. */
export function reasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length < MIN_DISPUTE_REASON) return words.problemTooShort(MIN_DISPUTE_REASON);
  if (length > MAX_DISPUTE_REASON) return words.problemTooLong(MAX_DISPUTE_REASON);
  return null;
}

/**
 * Report a problem with a delivery: what is wrong, checked in place (from the first Send, then as
 * it is typed) before disputeDatasetOrder is called.
 */
export function ReportProblem({
  orderId,
  onCancel,
}: {
  /** The delivered order. */
  orderId: string;
  /** Closes the form without sending. */
  onCancel: () => void;
}) {
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const dispute = useDisputeOrder();
  const error = checked ? reasonError(reason) : null;

  const send = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (reasonError(reason)) return;
    dispute.mutate({ orderId, reason: reason.trim() });
  };

  return (
    <Form onSubmit={send} noValidate aria-label={words.reportProblem}>
      <Textarea
        id={fieldId}
        label={words.problemLabel}
        hint={words.problemHint}
        error={error ?? undefined}
        required
        rows={5}
        maxLength={MAX_DISPUTE_REASON + 100}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Row>
        <Button type="submit" variant="destructive" loading={dispute.isPending}>
          {words.sendProblem}
        </Button>
        <Button onClick={onCancel} disabled={dispute.isPending}>
          {words.cancel}
        </Button>
      </Row>
    </Form>
  );
}

/**
 * A dispute of the order: what the customer said, and either that the team is looking into it or
 * how it was resolved (more items at the platform's cost, or a refund), with the team's note.
 */
export function OrderDispute({ order }: { /** The order, with a dispute. */ order: DatasetOrder }) {
  const dispute = order.dispute;
  if (!dispute) return null;
  const resolution = dispute.resolution;
  return (
    <Part aria-labelledby="order-dispute">
      <h2 id="order-dispute">{words.disputeSection}</h2>
      <h3>{words.disputeReason}</h3>
      <p>{dispute.reason}</p>
      {resolution ? (
        <Alert
          tone="success"
          title={
            resolution.kind === 'redo'
              ? words.disputeResolvedRedo(resolution.redo_count)
              : words.disputeResolvedRefund(formatCents(resolution.refund_cents))
          }
        >
          {resolution.note}
        </Alert>
      ) : (
        <Alert tone="info" title={words.disputeOpen} />
      )}
    </Part>
  );
}
