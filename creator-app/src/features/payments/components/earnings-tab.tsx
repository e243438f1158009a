import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { useSignedInUser } from '@groundtruth/platform/session';
import { Skeleton, StatCard } from '@groundtruth/ui-kit';
import { LoadError } from '@groundtruth/platform/screen-parts';
import { useBalance } from '../../../api/get-balance';
import { BonusesCard } from './bonuses-card';
import { HowPayoutsWorkCard } from './how-payouts-work-card';
import { RequestPayoutCard } from './request-payout-card';
import { creatorPaymentsWords } from '@groundtruth/domain/words/creator/payments';
import { useWords } from '@groundtruth/platform/i18n';
import { payWords } from '@groundtruth/domain/words/pay';

// The hourly rate reads the creator's approved work of 30 days: its code loads beside the balance.
const MyRateStat = lazy(async () => ({
  default: (await import('./my-rate-stat')).MyRateStat,
}));
import { useFormat } from '@groundtruth/platform/format';

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 16px;
  margin-bottom: 24px;
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 16px;
  align-items: start;
`;

/**
 * The Earnings tab: four figures from the balance document and the creator's hourly rate over 30
 * days, Request Payout, the latest bonuses, How Payouts Work.
 */
export function EarningsTab() {
  const format = useFormat();
  const w = useWords('creator.payments', creatorPaymentsWords);
  const messages = useWords('messages', englishMessages);
  const pay = useWords('pay', payWords);
  const { user } = useSignedInUser();
  const balance = useBalance(user.uid);

  if (balance.isPending) return <Skeleton label={w.loadingEarnings} count={4} height={88} />;
  if (!balance.data)
    return (
      <LoadError
        message={messages.failedLoadEarnings}
        failedAt={balance.errorUpdatedAt}
        onRetry={() => void balance.refetch()}
        retrying={balance.isFetching}
      />
    );
  const earnings = balance.data;
  return (
    <>
      <Stats>
        <StatCard
          label={w.availableBalance}
          value={format.cents(earnings.availableCents)}
          hint={w.readyToRequest}
        />
        <StatCard
          label={messages.totalEarningsLabel}
          value={format.cents(earnings.totalEarningsCents)}
          hint={messages.totalEarningsHint}
        />
        <StatCard
          label={w.pendingPayouts}
          value={format.cents(earnings.pendingCents)}
          hint={messages.pendingPayoutsHint}
        />
        <StatCard
          label={w.paidOut}
          value={format.cents(earnings.paidOutCents)}
          hint={w.paidOutHint}
        />
        <Suspense fallback={<Skeleton label={pay.loadingMyRate} height={88} />}>
          <MyRateStat userId={user.uid} />
        </Suspense>
      </Stats>
      <Cards>
        <RequestPayoutCard availableCents={earnings.availableCents} />
        <BonusesCard userId={user.uid} />
        <HowPayoutsWorkCard />
      </Cards>
    </>
  );
}
