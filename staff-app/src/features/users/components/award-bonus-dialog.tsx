import { useState, type FormEvent } from 'react';
import { Button, Dialog, TextField, Textarea, useToast } from '@groundtruth/ui-kit';
import { bonusMessages } from '@groundtruth/domain/bonus-messages';
import { BONUS_REASON_MAX } from '@groundtruth/domain/bonuses';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import type { WithId } from '@groundtruth/domain/converter';
import type { User } from '@groundtruth/domain/entities';
import { formatCents, parseDollarsToCents } from '@groundtruth/domain/money';
import { useAwardBonus } from '../api/award-bonus';
import { useDraft } from '@groundtruth/platform/drafts';

const FORM_ID = 'award-bonus-form';

/**
 * Award Bonus to one creator, mounted once per opening: the request id is made when it opens, so
 * a double click or a retry after a lost answer awards one bonus.
 */
export function AwardBonusDialog({
  user,
  onClose,
}: {
  /** The creator the bonus goes to. */
  user: WithId<User>;
  /** Closes the dialog. */
  onClose: () => void;
}) {
  const { toast } = useToast();
  const award = useAwardBonus();
  const [requestId] = useState(() => crypto.randomUUID());
  // Closed unsent, the amount and reason wait for the next bonus to this creator.
  const [amount, setAmount, clearAmount] = useDraft(`award-bonus:${user.id}:amount`, '');
  const [reason, setReason, clearReason] = useDraft(`award-bonus:${user.id}:reason`, '');
  const [checked, setChecked] = useState(false);
  const cents = parseDollarsToCents(amount);
  const amountError = checked && !cents ? bonusMessages.bonusAmountInvalid : undefined;
  const reasonError = checked && !reason.trim() ? bonusMessages.bonusReasonRequired : undefined;
  const name = user.name || user.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!cents || !reason.trim()) return;
    award.mutate(
      { creatorId: user.id, amountCents: cents, reason: reason.trim(), requestId },
      {
        onSuccess: ({ created, amountCents }) => {
          clearAmount();
          clearReason();
          toast({
            title: created
              ? bonusMessages.bonusAwarded(formatCents(amountCents), name)
              : bonusMessages.bonusAlreadyAwarded,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          const { title, message } = callableErrorWords(error);
          toast({ title, description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || award.isPending ? undefined : onClose())}
      title="Award Bonus"
      description={`A bonus for ${name} (${user.email}), added to their balance and paid out with their payouts. They are told the reason.`}
      size="small"
      footer={
        <>
          <Button onClick={onClose} disabled={award.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={award.isPending}>
            {bonusMessages.awardBonusAction}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          required
          placeholder="25.00"
          value={amount}
          error={amountError}
          onChange={(event) => setAmount(event.target.value)}
        />
        <Textarea
          label="Reason"
          required
          maxLength={BONUS_REASON_MAX}
          hint="The creator reads it: Bonus — <reason>"
          value={reason}
          error={reasonError}
          onChange={(event) => setReason(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
