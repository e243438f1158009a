import { useId, useState, type FormEvent } from 'react';
import { payoutProviderLabels } from '@groundtruth/domain/constants';
import { isUnexplainedFailure } from '@groundtruth/domain/callable-errors';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { formatCents, parseDollarsToCents } from '@groundtruth/domain/money';
import { creatorAccountDialogsWords } from '@groundtruth/domain/words/creator/account-dialogs';
import { useWords } from '@groundtruth/platform/i18n';
import { useSignedInUser } from '@groundtruth/platform/session';
import { Alert, Button, Dialog, TextField, useToast } from '@groundtruth/ui-kit';
import { useBalance } from '../../../api/get-balance';
import { usePayoutAccounts } from '../../../api/get-payout-accounts';
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
 * is paid out as the account is deleted, all of it and whatever the minimum, when the default
 * payment method is verified ("Pay out $12.00 and delete"); otherwise the dialog says plainly
 * that it cannot be paid and is given up, and asks for the amount typed too ("$12.00" or "12").
 * The server holds both to the whole balance, and refuses while a payout is on its way; the
 * dialog shows its words.
 */
export function DeleteAccountDialog({
  open,
  email,
  onCancel,
  onDeleted,
}: DeleteAccountDialogProps) {
  const formId = useId();
  const w = useWords('creator.accountDialogs', creatorAccountDialogsWords);
  const messages = useWords('messages', englishMessages);
  const { toast } = useToast();
  const remove = useDeleteMyAccount();
  const { uid } = useSignedInUser().user;
  const balance = useBalance(uid);
  const accounts = usePayoutAccounts(uid);
  // Until the balance is read, nothing is offered as given up (the server refuses if it is).
  const availableCents = Math.max(0, balance.data?.availableCents ?? 0);
  const available = formatCents(availableCents);
  // The method a payout at deletion goes to: the default, once its provider verified it.
  const method = accounts.data?.find((account) => account.is_default && account.verified);
  // The server's refusal of a payout at deletion (e.g. no tax form): the money is then given up.
  const [payOutRefusal, setPayOutRefusal] = useState<string | null>(null);
  const payOutCents = availableCents > 0 && method && !payOutRefusal ? availableCents : 0;
  const forfeitCents = payOutCents > 0 ? 0 : availableCents;
  const [typed, setTyped] = useState('');
  const [typedAmount, setTypedAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);

  const close = () => {
    setTyped('');
    setTypedAmount('');
    setError(null);
    setAmountError(null);
    setPayOutRefusal(null);
    remove.reset();
    onCancel();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const emailWrong = typed.trim().toLowerCase() !== email.toLowerCase();
    const amountWrong = forfeitCents > 0 && parseDollarsToCents(typedAmount) !== forfeitCents;
    setError(emailWrong ? messages.deleteAccountMismatch : null);
    setAmountError(amountWrong ? messages.deleteAccountForfeitMismatch(available) : null);
    if (emailWrong || amountWrong) return;
    remove.mutate(
      payOutCents > 0
        ? { confirmEmail: typed.trim(), payOutCents }
        : { confirmEmail: typed.trim(), forfeitCents },
      {
        onSuccess: onDeleted,
        onError: (failure) => {
          const { title, message } = callableFailure(failure, messages.failedDeleteAccount);
          if (payOutCents > 0 && !isUnexplainedFailure(failure)) setPayOutRefusal(message);
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
            {w.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="destructive"
            loading={remove.isPending || balance.isPending || accounts.isPending}
          >
            {payOutCents > 0 ? w.payOutAction(available) : w.deleteMyAccount}
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
        {payOutCents > 0 && method ? (
          <Alert tone="info" title={w.payOutTitle}>
            {w.payOut(
              available,
              w.methodAccount(payoutProviderLabels[method.provider], method.provider_account_id),
            )}{' '}
            {w.payOutNote}
          </Alert>
        ) : null}
        {forfeitCents > 0 ? (
          <>
            <Alert tone="warning" title={messages.deleteAccountForfeitTitle}>
              {payOutRefusal
                ? w.payOutRefused(available, payOutRefusal)
                : messages.deleteAccountForfeit(available)}
            </Alert>
            <TextField
              label={messages.deleteAccountForfeitLabel(available)}
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
