import { useId, useState, type FormEvent } from 'react';
import { verifyPayoutAccountInput } from '@groundtruth/domain/callables';
import { messages } from '@groundtruth/domain/messages';
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
      setError(`Code ${issue.message}`);
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
      title="Verify Payment Method"
      description={`Enter the 6-digit code the provider sent you for ${accountName}. Payouts go only to verified methods.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={verify.isPending}>
            Cancel
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
            Verify
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <TextField
          label="Verification code"
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
