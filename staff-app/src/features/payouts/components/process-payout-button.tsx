import { useId, useState } from 'react';
import styled from 'styled-components';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { Button, colorVars, fontSizes } from '@groundtruth/ui-kit';
import { ConfirmDialog } from '@groundtruth/platform/confirm-dialog';
import { useProcessPayout } from '../api/process-payout';

const Reason = styled.p`
  margin: 0;
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

/**
 * Process Payout on a pending payout. Only admins process payouts: support sees the
 * button disabled, with the reason linked to it. While the provider works the button shows a
 * spinner and 'Processing…'; then the spec's success message, or the provider's reason.
 */
export function ProcessPayoutButton({
  payoutId,
  amount,
  payee,
  canProcess,
}: {
  /** The pending payout. */
  payoutId: string;
  /** Its amount as shown, e.g. "$40.00", for the confirmation. */
  amount: string;
  /** Who is paid, for the confirmation. */
  payee: string;
  /** The signed-in user is an admin. */
  canProcess: boolean;
}) {
  const reasonId = useId();
  const process = useProcessPayout();
  // Money sent cannot be called back: Process Payout asks first.
  const [asking, setAsking] = useState(false);

  const onProcess = () => process.mutate(payoutId, { onSettled: () => setAsking(false) });

  return (
    <>
      <Button
        variant="primary"
        onClick={() => setAsking(true)}
        loading={process.isPending}
        disabled={!canProcess}
        aria-describedby={canProcess ? undefined : reasonId}
      >
        {process.isPending ? staffMessages.processingPayout : 'Process Payout'}
      </Button>
      {canProcess ? null : <Reason id={reasonId}>{staffMessages.onlyAdminsProcessPayouts}</Reason>}
      {asking ? (
        <ConfirmDialog
          title={staffMessages.confirmProcessPayoutTitle}
          consequence={staffMessages.confirmProcessPayout(amount, payee)}
          confirmLabel="Process Payout"
          pending={process.isPending}
          onConfirm={onProcess}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
