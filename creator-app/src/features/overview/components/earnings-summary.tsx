import { Link } from 'react-router-dom';
import { Button, Card, CardContent, Skeleton, StatCard } from '@groundtruth/ui-kit';
import { messages } from '@groundtruth/domain/messages';
import { formatCents } from '@groundtruth/domain/money';
import { paths } from '@groundtruth/domain/paths';
import { useBalance } from '../../../api/get-balance';
import { CashoutProgress } from './cashout-progress';
import { LoadError } from '@groundtruth/platform/screen-parts';
import { CardGrid, Section, SectionTitle } from './section';

/** Earnings (approved work and bonuses, as Payments counts them), available balance toward the minimum, pending payouts. */
export function EarningsSummary({ userId }: { userId: string }) {
  const balance = useBalance(userId);
  return (
    <Section aria-labelledby="overview-earnings">
      <SectionTitle id="overview-earnings">Earnings</SectionTitle>
      {balance.isPending ? (
        <Skeleton label="Loading earnings" count={3} height={88} />
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
              value={formatCents(balance.data.totalEarningsCents)}
              hint={messages.totalEarningsHint}
            />
            <StatCard
              label="Available Balance"
              value={formatCents(balance.data.availableCents)}
              hint="Approved work not yet paid out"
            />
            <StatCard
              label="Pending Payouts"
              value={formatCents(balance.data.pendingCents)}
              hint={messages.pendingPayoutsHint}
            />
          </CardGrid>
          <Card>
            <CardContent>
              <CashoutProgress availableCents={balance.data.availableCents} />
              <Button as={Link} to={paths.payments} variant="outline" size="small">
                Go to Payments
              </Button>
            </CardContent>
          </Card>
        </>
      )}
    </Section>
  );
}
