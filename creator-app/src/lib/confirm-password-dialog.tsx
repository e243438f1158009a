import { useId, useState, type FormEvent } from 'react';
import { messages } from '@groundtruth/domain/messages';
import { Button, Dialog, TextField } from '@groundtruth/ui-kit';
import { confirmPassword } from './recent-sign-in';

export interface ConfirmPasswordDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called after the password was confirmed (the session's sign-in is now recent). */
  onConfirmed: () => void;
  /** Called when the person gives up (Cancel, Esc). */
  onCancel: () => void;
}

/** "Confirm it is you": the password again, before a change where money moves. */
export function ConfirmPasswordDialog({ open, onConfirmed, onCancel }: ConfirmPasswordDialogProps) {
  const formId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    setError(null);
    onCancel();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(messages.loginRequired);
      return;
    }
    setBusy(true);
    try {
      await confirmPassword(password);
      setPassword('');
      setError(null);
      onConfirmed();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : messages.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={messages.confirmPasswordTitle}
      description={messages.confirmPasswordBody}
      size="small"
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={busy}>
            Confirm
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
          required
        />
      </form>
    </Dialog>
  );
}
