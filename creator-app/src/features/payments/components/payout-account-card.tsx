import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { WithId } from '@groundtruth/domain/converter';
import { payoutProviderLabels } from '@groundtruth/domain/constants';
import type { PayoutAccount } from '@groundtruth/domain/entities';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { payoutMessages } from '@groundtruth/domain/payout-messages';
import { useSignedInUser } from '@groundtruth/platform/session';
import {
  Alert,
  Badge,
  Button,
  Card,
  Dialog,
  colorVars as c,
  fontSizes,
  fontWeights,
  useToast,
} from '@groundtruth/ui-kit';
import { callableFailure } from '../../../lib/callable-error';
import { needsRecentSignIn } from '../../../lib/recent-sign-in';

// Loaded only when the server asks for the password again.
const ConfirmPasswordDialog = lazy(() =>
  import('../../../lib/confirm-password-dialog').then((m) => ({
    default: m.ConfirmPasswordDialog,
  })),
);
// Loaded only when the creator asks to verify a method.
const VerifyPaymentMethodDialog = lazy(() =>
  import('./verify-payment-method-dialog').then((m) => ({
    default: m.VerifyPaymentMethodDialog,
  })),
);
import { useSetDefaultPayoutAccount } from '../api/set-default-payout-account';
import { creatorPaymentsWords } from '@groundtruth/domain/words/creator/payments';
import { useWords } from '@groundtruth/platform/i18n';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 20px;
`;

const Identity = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;

  /* The tab has no heading of its own: each method's is the level below the page's. */
  h2 {
    margin: 0;
    font-size: ${fontSizes.md};
    font-weight: ${fontWeights.semibold};
  }

  p {
    margin: 0;
    font-size: ${fontSizes.sm};
    color: ${c.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Held = styled.div`
  padding: 0 20px 16px;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

/**
 * One payment method: provider, identifier, Verified (or Verify) and Default badges, Set as
 * Default. A default not verified yet says payouts wait for it; making one the default warns first.
 */
export function PayoutAccountCard({ account }: { account: WithId<PayoutAccount> }) {
  const w = useWords('creator.payments', creatorPaymentsWords);
  const messages = useWords('messages', englishMessages);
  const { user } = useSignedInUser();
  const { toast } = useToast();
  const setDefault = useSetDefaultPayoutAccount(user.uid);
  const provider = payoutProviderLabels[account.provider];
  // Open when the server asked for a recent sign-in; Set as Default is retried once confirmed.
  const [confirming, setConfirming] = useState(false);
  const [verifying, setVerifying] = useState(false);
  // Set as Default on a method not verified yet warns first, offering Verify.
  const [warning, setWarning] = useState(false);
  // The default is not verified: payouts wait for it, so the card says so with its Verify.
  const held = account.is_default && !account.verified;
  const verifyButton = (
    <Button size="small" variant="outline" onClick={() => setVerifying(true)}>
      {payoutMessages.verifyAction}
    </Button>
  );
  const name = `${provider} ${account.provider_account_id}`;
  const onSetDefault = () =>
    setDefault.mutate(account.id, {
      onSuccess: () => toast({ title: messages.defaultPaymentUpdated, variant: 'success' }),
      onError: (error) => {
        if (needsRecentSignIn(error)) {
          setConfirming(true);
          return;
        }
        const { title, message } = callableFailure(error, messages.unexpected);
        toast({ title, description: message, variant: 'destructive' });
      },
    });
  return (
    // The account id only ever comes from Firestore: never kept in a screen's picture.
    <Card as="li" aria-label={name} data-snapshot="omit">
      <Row>
        <Identity>
          <h2>{provider}</h2>
          <p>{account.provider_account_id}</p>
        </Identity>
        <Badges>
          {account.verified ? (
            <Badge tone="success">{w.verified}</Badge>
          ) : (
            <>
              <Badge tone="neutral">{w.notVerified}</Badge>
              {held ? null : verifyButton}
            </>
          )}
          {account.is_default ? (
            <Badge tone="info">{w.default}</Badge>
          ) : (
            <Button
              size="small"
              variant="outline"
              loading={setDefault.isPending}
              onClick={() => (account.verified ? onSetDefault() : setWarning(true))}
            >
              {w.setAsDefault}
            </Button>
          )}
        </Badges>
      </Row>
      {held ? (
        <Held>
          <Alert
            tone="warning"
            title={payoutMessages.unverifiedDefaultTitle}
            actions={verifyButton}
          >
            {payoutMessages.unverifiedDefaultBody(provider)}
          </Alert>
        </Held>
      ) : null}
      <Dialog
        open={warning}
        onOpenChange={setWarning}
        title={payoutMessages.setUnverifiedDefaultTitle}
        description={payoutMessages.setUnverifiedDefaultBody(provider, account.provider_account_id)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setWarning(false)}>
              {w.cancel}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setWarning(false);
                onSetDefault();
              }}
            >
              {payoutMessages.setUnverifiedDefaultAnyway}
            </Button>
            <Button
              variant="primary"
              onClick={() => {
                setWarning(false);
                setVerifying(true);
              }}
            >
              {payoutMessages.verifyAction}
            </Button>
          </>
        }
      />
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmPasswordDialog
            open
            onCancel={() => setConfirming(false)}
            onConfirmed={() => {
              setConfirming(false);
              onSetDefault();
            }}
          />
        </Suspense>
      ) : null}
      {verifying ? (
        <Suspense fallback={null}>
          <VerifyPaymentMethodDialog
            accountId={account.id}
            accountName={name}
            onClose={() => setVerifying(false)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
