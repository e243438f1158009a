import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { addPayoutAccountInput } from '@groundtruth/domain/callables';
import {
  payoutProviderLabels,
  payoutProviders,
  type PayoutProvider,
} from '@groundtruth/domain/constants';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { useSignedInUser } from '@groundtruth/platform/session';
import { Button, Dialog, Select, TextField, useToast } from '@groundtruth/ui-kit';
import { callableFailure } from '../../../lib/callable-error';
import { confirmPassword, needsRecentSignIn } from '../../../lib/recent-sign-in';
import { useAddPayoutAccount } from '../api/add-payout-account';
import { creatorDialogsWords } from '@groundtruth/domain/words/creator/dialogs';
import {
  fieldCheckIn,
  fieldCheckWords,
  type FieldCheckWords,
} from '@groundtruth/domain/words/field-checks';
import { useWords } from '@groundtruth/platform/i18n';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

type DialogWords = typeof creatorDialogsWords;

/** How each provider's one identifier is asked for, in `w`'s language. */
function identifierFieldIn(w: DialogWords, provider: PayoutProvider) {
  return provider === 'paypal'
    ? {
        label: w.paypalEmail,
        placeholder: 'you@example.com',
        hint: w.paypalEmailHint,
        inputMode: 'email' as const,
      }
    : {
        label: w.stripeAccountId,
        placeholder: 'acct_…',
        hint: w.stripeAccountIdHint,
        inputMode: 'text' as const,
      };
}

const providerOptions = payoutProviders.map((value) => ({
  value,
  label: payoutProviderLabels[value],
}));

/**
 * Why the identifier cannot be sent, or null: the product rules' (docs/product.md, Rules and constants) non-empty check, then the callable's own
 * schema (acct_ prefix, e-mail shape), so the field says what the server would refuse.
 */
function identifierProblem(
  label: string,
  checks: FieldCheckWords,
  provider: PayoutProvider,
  accountId: string,
): string | null {
  const said = (problem: string) => fieldCheckIn(checks, label, problem) ?? `${label} ${problem}`;
  if (!accountId.trim()) return said('is required');
  const parsed = addPayoutAccountInput.safeParse({ provider, accountId });
  if (parsed.success) return null;
  const issue =
    parsed.error.issues.find((i) => i.path[0] === 'accountId') ?? parsed.error.issues[0];
  return issue ? said(issue.message) : null;
}

export interface AddPaymentMethodDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when it closes (Cancel, Esc, after adding). */
  onOpenChange: (open: boolean) => void;
}

/** Add Payment Method: a provider and its one identifier; the first account becomes default. */
export function AddPaymentMethodDialog({ open, onOpenChange }: AddPaymentMethodDialogProps) {
  const w = useWords('creator.dialogs', creatorDialogsWords);
  const messages = useWords('messages', englishMessages);
  const formId = useId();
  const { user } = useSignedInUser();
  const { toast } = useToast();
  const add = useAddPayoutAccount(user.uid);
  const [provider, setProvider] = useState<PayoutProvider>('stripe_connect');
  const [accountId, setAccountId] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Asked for when the server wants a recent sign-in: shown in this dialog, since a
  // second dialog on top of it would fight it for the focus.
  const [needsPassword, setNeedsPassword] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const field = identifierFieldIn(w, provider);
  const checks = useWords('fieldChecks', fieldCheckWords);

  const close = () => {
    onOpenChange(false);
    setProvider('stripe_connect');
    setAccountId('');
    setError(null);
    setNeedsPassword(false);
    setPassword('');
    setPasswordError(null);
    add.reset();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = identifierProblem(field.label, checks, provider, accountId);
    setError(problem);
    if (problem) return;
    if (needsPassword) {
      if (!password) {
        setPasswordError(messages.loginRequired);
        return;
      }
      setConfirming(true);
      try {
        await confirmPassword(password);
      } catch (failure) {
        setPasswordError(failure instanceof Error ? failure.message : messages.unexpected);
        return;
      } finally {
        setConfirming(false);
      }
      setNeedsPassword(false);
      setPassword('');
    }
    add.mutate(
      { provider, accountId: accountId.trim() },
      {
        onSuccess: () => {
          toast({ title: messages.paymentAccountAdded, variant: 'success' });
          close();
        },
        onError: (failure) => {
          if (needsRecentSignIn(failure)) {
            setNeedsPassword(true);
            return;
          }
          const { title, message } = callableFailure(failure, messages.unexpected);
          toast({ title, description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={w.addPaymentMethod}
      description={w.addPaymentMethodHint}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={add.isPending || confirming}>
            {w.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            loading={add.isPending || confirming}
          >
            {w.addAccount}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate>
        <Select
          label={w.provider}
          options={providerOptions}
          value={provider}
          onChange={(event) => {
            setProvider(event.target.value as PayoutProvider);
            setError(null);
          }}
        />
        <TextField
          label={field.label}
          placeholder={field.placeholder}
          hint={field.hint}
          inputMode={field.inputMode}
          autoComplete={provider === 'paypal' ? 'email' : 'off'}
          value={accountId}
          onChange={(event) => {
            setAccountId(event.target.value);
            if (error) setError(null);
          }}
          error={error ?? undefined}
          required
        />
        {needsPassword ? (
          <TextField
            label={w.password}
            type="password"
            autoComplete="current-password"
            hint={messages.recentSignInRequired}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(null);
            }}
            error={passwordError ?? undefined}
            required
            autoFocus
          />
        ) : null}
      </Form>
    </Dialog>
  );
}
