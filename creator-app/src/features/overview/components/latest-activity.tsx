import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  colorVars as c,
  EmptyState,
  fontSizes,
  Skeleton,
  StatusBadge,
} from '@groundtruth/ui-kit';
import { messages } from '@groundtruth/domain/messages';
import { formatCents } from '@groundtruth/domain/money';
import { paths } from '@groundtruth/domain/paths';
import { useLatestPayouts } from '../api/get-latest-payouts';
import { useLatestReviews } from '../api/get-latest-reviews';
import { DateTime, LoadError } from '@groundtruth/platform/screen-parts';
import { CardGrid, Section, SectionTitle } from './section';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px 12px;
  align-items: center;
`;

const Meta = styled.span`
  font-size: ${fontSizes.sm};
  color: ${c.textMuted};
`;

/** The creator's latest reviews and payouts (each list bounded). */
export function LatestActivity({ userId }: { userId: string }) {
  const reviews = useLatestReviews(userId);
  const payouts = useLatestPayouts(userId);
  const retry = () => {
    if (reviews.isError) void reviews.refetch();
    if (payouts.isError) void payouts.refetch();
  };
  return (
    <Section aria-labelledby="overview-activity">
      <SectionTitle id="overview-activity">Latest Activity</SectionTitle>
      {reviews.isError || payouts.isError ? (
        <LoadError
          message={messages.failedLoadCreatorOverview}
          failedAt={Math.max(reviews.errorUpdatedAt, payouts.errorUpdatedAt)}
          onRetry={retry}
          retrying={reviews.isFetching || payouts.isFetching}
        />
      ) : reviews.isPending || payouts.isPending ? (
        <Skeleton label="Loading latest activity" count={2} height={120} />
      ) : reviews.data.length === 0 && payouts.data.length === 0 ? (
        <EmptyState
          title={messages.noActivityYet}
          description="Reviews of your work and your payouts will show here."
          action={
            <Button as={Link} to={paths.tasks} variant="primary">
              Browse Tasks
            </Button>
          }
        />
      ) : (
        <CardGrid>
          <Card>
            <CardHeader>
              <CardTitle>Latest Reviews</CardTitle>
            </CardHeader>
            <CardContent>
              {reviews.data.length === 0 ? (
                <Meta>No reviews yet</Meta>
              ) : (
                <List aria-label="Latest reviews">
                  {reviews.data.map((submission) => (
                    <Row key={submission.id}>
                      <strong>{submission.task_title}</strong>
                      <StatusBadge kind="review" status={submission.review_status} />
                      <Meta>
                        {submission.reviewed_at ? (
                          <DateTime value={submission.reviewed_at} dateOnly />
                        ) : null}
                      </Meta>
                      <Meta>{formatCents(submission.payout_amount_cents)}</Meta>
                    </Row>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Latest Payouts</CardTitle>
            </CardHeader>
            <CardContent>
              {payouts.data.length === 0 ? (
                <Meta>No payouts yet</Meta>
              ) : (
                <List aria-label="Latest payouts">
                  {payouts.data.map((payout) => (
                    <Row key={payout.id}>
                      <strong>{formatCents(payout.amount_cents)}</strong>
                      <StatusBadge kind="payout" status={payout.status} />
                      <Meta>{payout.task_title}</Meta>
                      <Meta>
                        <DateTime value={payout.created_at} dateOnly />
                      </Meta>
                    </Row>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        </CardGrid>
      )}
    </Section>
  );
}
