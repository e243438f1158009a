import { useState } from 'react';
import styled from 'styled-components';
import { MAX_PAYOUT_ACCOUNTS } from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { useSignedInUser } from '@groundtruth/platform/session';
import { Button, EmptyState, Skeleton, colorVars as c, fontSizes } from '@groundtruth/ui-kit';
import { LoadError } from '@groundtruth/platform/screen-parts';
import { usePayoutAccounts } from '../../../api/get-payout-accounts';
import { AddPaymentMethodDialog } from './add-payment-method-dialog';
import { PayoutAccountCard } from './payout-account-card';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;

  p {
    margin: 0;
    font-size: ${fontSizes.sm};
    color: ${c.textMuted};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The Payment Methods tab: the creator's accounts, Set as Default, Add Payment Method. */
export function PaymentMethodsTab() {
  const { user } = useSignedInUser();
  const accounts = usePayoutAccounts(user.uid);
  const [adding, setAdding] = useState(false);
  const full = (accounts.data?.length ?? 0) >= MAX_PAYOUT_ACCOUNTS;

  let body;
  if (accounts.isPending) body = <Skeleton label="Loading payment methods" count={2} height={72} />;
  else if (!accounts.data)
    body = (
      <LoadError
        message={messages.failedLoadPaymentAccounts}
        failedAt={accounts.errorUpdatedAt}
        onRetry={() => void accounts.refetch()}
        retrying={accounts.isFetching}
      />
    );
  else if (accounts.data.length === 0)
    body = (
      <EmptyState
        title="No payment methods yet"
        description="Add a Stripe Connect account or a PayPal address to receive your payouts."
      />
    );
  else
    body = (
      <List aria-label="Payment methods">
        {accounts.data.map((account) => (
          <PayoutAccountCard key={account.id} account={account} />
        ))}
      </List>
    );

  return (
    <>
      <Toolbar>
        <p>
          {full
            ? `You have the most payment methods allowed (${MAX_PAYOUT_ACCOUNTS}).`
            : 'Payouts go to your default payment method.'}
        </p>
        <Button variant="primary" onClick={() => setAdding(true)} disabled={!accounts.data || full}>
          Add Payment Method
        </Button>
      </Toolbar>
      {body}
      <AddPaymentMethodDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}
