import { Link } from 'react-router-dom';
import { Button, Card, CardContent, Skeleton, StatCard } from '@groundtruth/ui-kit';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { paths } from '@groundtruth/domain/paths';
import { useBalance } from '../../../api/get-balance';
import { CashoutProgress } from './cashout-progress';
import { LoadError } from '@groundtruth/platform/screen-parts';
import { CardGrid, Section, SectionTitle } from './section';
import { creatorOverviewWords } from '@groundtruth/domain/words/creator/overview';
import { useWords } from '@groundtruth/platform/i18n';
import { useFormat } from '@groundtruth/platform/format';

/** Earnings (approved work and bonuses, as Payments counts them), available balance toward the minimum, pending payouts. */
export function EarningsSummary({ userId }: { userId: string }) {
  const format = useFormat();
  const w = useWords('creator.overview', creatorOverviewWords);
  const messages = useWords('messages', englishMessages);
  const balance = useBalance(userId);
  return (
    <Section aria-labelledby="overview-earnings">
      <SectionTitle id="overview-earnings">{w.earnings}</SectionTitle>
      {balance.isPending ? (
        <Skeleton label={w.loadingEarnings} count={3} height={88} />
      ) : balance.isError ? (
        <LoadError
          message={messages.failedLoadCreatorOverview}
          failedAt={balance.errorUpdatedAt}
          onRetry={() => void balance.refetch()}
          retrying={balance.isFetching}
        />
      ) : (
        <>
          <CardGrid>
            <StatCard
              label={messages.totalEarningsLabel}
              value={format.cents(balance.data.totalEarningsCents)}
              hint={messages.totalEarningsHint}
            />
            <StatCard
              label={w.availableBalance}
              value={format.cents(balance.data.availableCents)}
              hint={w.availableBalanceHint}
            />
            <StatCard
              label={w.pendingPayouts}
              value={format.cents(balance.data.pendingCents)}
              hint={messages.pendingPayoutsHint}
            />
          </CardGrid>
          <Card>
            <CardContent>
              <CashoutProgress availableCents={balance.data.availableCents} />
              <Button as={Link} to={paths.payments} variant="outline" size="small">
                {w.goToPayments}
              </Button>
            </CardContent>
          </Card>
        </>
      )}
    </Section>
  );
}
