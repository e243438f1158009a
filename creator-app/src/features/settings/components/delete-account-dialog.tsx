import { useId, useState, type FormEvent } from 'react';
import { messages } from '@groundtruth/domain/messages';
import { Button, Dialog, TextField, useToast } from '@groundtruth/ui-kit';
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
 * creator attested to), confirmed by typing the e-mail address. The server refuses while a
 * payout is on its way and says why; the dialog shows its words.
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
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setTyped('');
    setError(null);
    remove.reset();
    onCancel();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== email.toLowerCase()) {
      setError(messages.deleteAccountMismatch);
      return;
    }
    remove.mutate(typed.trim(), {
      onSuccess: onDeleted,
      onError: (failure) => {
        const { title, message } = callableFailure(failure, messages.failedDeleteAccount);
        toast({ title, description: message, variant: 'destructive' });
      },
    });
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
          <Button type="submit" form={formId} variant="destructive" loading={remove.isPending}>
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
      </form>
    </Dialog>
  );
}
