import { useId, useState, type FormEvent } from 'react';
import { verifyPayoutAccountInput } from '@groundtruth/domain/callables';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { creatorAccountDialogsWords } from '@groundtruth/domain/words/creator/account-dialogs';
import { useWords } from '@groundtruth/platform/i18n';
import { useSignedInUser } from '@groundtruth/platform/session';
import { Button, Dialog, TextField, useToast } from '@groundtruth/ui-kit';
import { callableFailure } from '../../../lib/callable-error';
import { useSendPayoutVerificationCode } from '../api/send-payout-verification-code';
import { useVerifyPayoutAccount } from '../api/verify-payout-account';

export interface VerifyPaymentMethodDialogProps {
  /** The payment method's document id. */
  accountId: string;
  /** How the method is named to its owner, e.g. "PayPal maya@example.com". */
  accountName: string;
  /** Called when it closes (Cancel, Esc, after verifying). */
  onClose: () => void;
}

/** Verify Payment Method: the code the provider sent; a wrong one is said at the field. */
export function VerifyPaymentMethodDialog({
  accountId,
  accountName,
  onClose,
}: VerifyPaymentMethodDialogProps) {
  const formId = useId();
  const w = useWords('creator.accountDialogs', creatorAccountDialogsWords);
  const messages = useWords('messages', englishMessages);
  const { user } = useSignedInUser();
  const { toast } = useToast();
  const verify = useVerifyPayoutAccount(user.uid);
  const sendCode = useSendPayoutVerificationCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verifyPayoutAccountInput.safeParse({ accountId, code });
    const issue = parsed.error?.issues.find((i) => i.path[0] === 'code');
    if (issue) {
      setError(w.codeInvalid);
      return;
    }
    verify.mutate(
      { accountId, code: code.trim() },
      {
        onSuccess: () => {
          toast({ title: messages.paymentMethodVerified, variant: 'success' });
          onClose();
        },
        onError: (failure) => setError(callableFailure(failure, messages.unexpected).message),
      },
    );
  };

  // A new code replaces one voided by wrong tries (or one that never arrived).
  const onSendCode = () =>
    sendCode.mutate(accountId, {
      onSuccess: () => {
        setError(null);
        setCode('');
        toast({ title: messages.verificationCodeSent, variant: 'success' });
      },
      onError: (failure) => setError(callableFailure(failure, messages.unexpected).message),
    });

  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={w.verifyTitle}
      description={w.verifyHint(accountName)}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={verify.isPending}>
            {w.cancel}
          </Button>
          <Button
            variant="secondary"
            onClick={onSendCode}
            loading={sendCode.isPending}
            disabled={verify.isPending}
          >
            {messages.sendNewCode}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={verify.isPending}>
            {w.verify}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <TextField
          label={w.verificationCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) setError(null);
          }}
          error={error ?? undefined}
          required
          autoFocus
        />
      </form>
    </Dialog>
  );
}
