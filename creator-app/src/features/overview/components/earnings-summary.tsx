import { Link } from 'react-router-dom';
import { Button, Card, CardContent, Skeleton, StatCard } from '@groundtruth/ui-kit';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { formatCents } from '@groundtruth/domain/money';
import { paths } from '@groundtruth/domain/paths';
import { useBalance } from '../../../api/get-balance';
import { CashoutProgress } from './cashout-progress';
import { LoadError } from '@groundtruth/platform/screen-parts';
import { CardGrid, Section, SectionTitle } from './section';
import { creatorWords } from '@groundtruth/domain/words/creator';
import { useWords } from '@groundtruth/platform/i18n';

/** Earnings (approved work and bonuses, as Payments counts them), available balance toward the minimum, pending payouts. */
export function EarningsSummary({ userId }: { userId: string }) {
  const w = useWords('creator', creatorWords).overview;
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
              value={formatCents(balance.data.totalEarningsCents)}
              hint={messages.totalEarningsHint}
            />
            <StatCard
              label={w.availableBalance}
              value={formatCents(balance.data.availableCents)}
              hint={w.availableBalanceHint}
            />
            <StatCard
              label={w.pendingPayouts}
              value={formatCents(balance.data.pendingCents)}
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
