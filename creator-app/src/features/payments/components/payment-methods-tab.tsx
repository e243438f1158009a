import { useState } from 'react';
import styled from 'styled-components';
import { MAX_PAYOUT_ACCOUNTS } from '@groundtruth/domain/constants';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { useSignedInUser } from '@groundtruth/platform/session';
import { Button, EmptyState, Skeleton, colorVars as c, fontSizes } from '@groundtruth/ui-kit';
import { LoadError } from '@groundtruth/platform/screen-parts';
import { usePayoutAccounts } from '../../../api/get-payout-accounts';
import { AddPaymentMethodDialog } from './add-payment-method-dialog';
import { PayoutAccountCard } from './payout-account-card';
import { creatorPaymentsWords } from '@groundtruth/domain/words/creator/payments';
import { useWords } from '@groundtruth/platform/i18n';

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
  const w = useWords('creator.payments', creatorPaymentsWords);
  const messages = useWords('messages', englishMessages);
  const { user } = useSignedInUser();
  const accounts = usePayoutAccounts(user.uid);
  const [adding, setAdding] = useState(false);
  const full = (accounts.data?.length ?? 0) >= MAX_PAYOUT_ACCOUNTS;

  let body;
  if (accounts.isPending) body = <Skeleton label={w.loadingPaymentMethods} count={2} height={72} />;
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
    body = <EmptyState title={w.noPaymentMethods} description={w.noPaymentMethodsHint} />;
  else
    body = (
      <List aria-label={w.paymentMethodsList}>
        {accounts.data.map((account) => (
          <PayoutAccountCard key={account.id} account={account} />
        ))}
      </List>
    );

  return (
    <>
      <Toolbar>
        <p>{full ? w.mostMethods(MAX_PAYOUT_ACCOUNTS) : w.payoutsGoToDefault}</p>
        <Button variant="primary" onClick={() => setAdding(true)} disabled={!accounts.data || full}>
          {w.addPaymentMethod}
        </Button>
      </Toolbar>
      {body}
      <AddPaymentMethodDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}
