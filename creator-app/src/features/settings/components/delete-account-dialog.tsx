import { useId, useState, type FormEvent } from 'react';
import { messages } from '@groundtruth/domain/messages';
import { formatCents, parseDollarsToCents } from '@groundtruth/domain/money';
import { useSignedInUser } from '@groundtruth/platform/session';
import { Alert, Button, Dialog, TextField, useToast } from '@groundtruth/ui-kit';
import { useBalance } from '../../../api/get-balance';
import { callableFailure } from '../../../lib/callable-error';
import { useDeleteMyAccount } from '../api/delete-my-account';

export interface DeleteAccountDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The account's e-mail address, which the person types to confirm. */
  email: string;
  /** Called when the person keeps their account (Cancel, Esc). */
  onCancel: () => void;
  /** Called once the account is deleted. */
  onDeleted: () => void;
}

/**
 * "Delete your account?": what is deleted and what stays (approved work, under the licence the
 * creator attested to), confirmed by typing the e-mail address. Money available and not paid out
 * is given up by a deletion: the dialog says how much and asks for the amount typed too (the
 * server refuses without it, and while a payout is on its way; the dialog shows its words).
 */
export function DeleteAccountDialog({
  open,
  email,
  onCancel,
  onDeleted,
}: DeleteAccountDialogProps) {
  const formId = useId();
  const { toast } = useToast();
  const remove = useDeleteMyAccount();
  const balance = useBalance(useSignedInUser().user.uid);
  // Until the balance is read, nothing is offered as given up (the server refuses if it is).
  const forfeitCents = Math.max(0, balance.data?.availableCents ?? 0);
  const forfeit = formatCents(forfeitCents);
  const [typed, setTyped] = useState('');
  const [typedAmount, setTypedAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);

  const close = () => {
    setTyped('');
    setTypedAmount('');
    setError(null);
    setAmountError(null);
    remove.reset();
    onCancel();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const emailWrong = typed.trim().toLowerCase() !== email.toLowerCase();
    const amountWrong = forfeitCents > 0 && parseDollarsToCents(typedAmount) !== forfeitCents;
    setError(emailWrong ? messages.deleteAccountMismatch : null);
    setAmountError(amountWrong ? messages.deleteAccountForfeitMismatch : null);
    if (emailWrong || amountWrong) return;
    remove.mutate(
      { confirmEmail: typed.trim(), forfeitCents },
      {
        onSuccess: onDeleted,
        onError: (failure) => {
          const { title, message } = callableFailure(failure, messages.failedDeleteAccount);
          toast({ title, description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={messages.deleteAccountTitle}
      description={messages.deleteAccountBody}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="destructive"
            loading={remove.isPending || balance.isPending}
          >
            Delete my account
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <TextField
          label={messages.deleteAccountConfirmLabel(email)}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
          required
        />
        {forfeitCents > 0 ? (
          <>
            <Alert tone="warning" title={messages.deleteAccountForfeitTitle}>
              {messages.deleteAccountForfeit(forfeit)}
            </Alert>
            <TextField
              label={messages.deleteAccountForfeitLabel(forfeit)}
              inputMode="decimal"
              autoComplete="off"
              value={typedAmount}
              onChange={(event) => {
                setTypedAmount(event.target.value);
                setAmountError(null);
              }}
              error={amountError ?? undefined}
              required
            />
          </>
        ) : null}
      </form>
    </Dialog>
  );
}
