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
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { paths } from '@groundtruth/domain/paths';
import { useLatestPayouts } from '../api/get-latest-payouts';
import { useLatestReviews } from '../api/get-latest-reviews';
import { DateTime, LoadError } from '@groundtruth/platform/screen-parts';
import { CardGrid, Section, SectionTitle } from './section';
import { creatorCommonWords } from '@groundtruth/domain/words/creator/common';
import { creatorOverviewWords } from '@groundtruth/domain/words/creator/overview';
import { useWords } from '@groundtruth/platform/i18n';
import { useFormat } from '@groundtruth/platform/format';

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
  const format = useFormat();
  const w = useWords('creator.overview', creatorOverviewWords);
  const { statuses } = useWords('creator', creatorCommonWords);
  const messages = useWords('messages', englishMessages);
  const reviews = useLatestReviews(userId);
  const payouts = useLatestPayouts(userId);
  const retry = () => {
    if (reviews.isError) void reviews.refetch();
    if (payouts.isError) void payouts.refetch();
  };
  return (
    <Section aria-labelledby="overview-activity">
      <SectionTitle id="overview-activity">{w.latestActivity}</SectionTitle>
      {reviews.isError || payouts.isError ? (
        <LoadError
          message={messages.failedLoadCreatorOverview}
          failedAt={Math.max(reviews.errorUpdatedAt, payouts.errorUpdatedAt)}
          onRetry={retry}
          retrying={reviews.isFetching || payouts.isFetching}
        />
      ) : reviews.isPending || payouts.isPending ? (
        <Skeleton label={w.loadingLatestActivity} count={2} height={120} />
      ) : reviews.data.length === 0 && payouts.data.length === 0 ? (
        <EmptyState
          title={messages.noActivityYet}
          description={w.latestActivityHint}
          action={
            <Button as={Link} to={paths.tasks} variant="primary">
              {w.browseTasks}
            </Button>
          }
        />
      ) : (
        <CardGrid>
          <Card>
            <CardHeader>
              <CardTitle>{w.latestReviews}</CardTitle>
            </CardHeader>
            <CardContent>
              {reviews.data.length === 0 ? (
                <Meta>{w.noReviewsYet}</Meta>
              ) : (
                <List aria-label={w.latestReviewsList}>
                  {reviews.data.map((submission) => (
                    <Row key={submission.id}>
                      <strong>{submission.task_title}</strong>
                      <StatusBadge
                        kind="review"
                        status={submission.review_status}
                        label={statuses.review[submission.review_status]}
                      />
                      <Meta>
                        {submission.reviewed_at ? (
                          <DateTime value={submission.reviewed_at} dateOnly />
                        ) : null}
                      </Meta>
                      <Meta>{format.cents(submission.payout_amount_cents)}</Meta>
                    </Row>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{w.latestPayouts}</CardTitle>
            </CardHeader>
            <CardContent>
              {payouts.data.length === 0 ? (
                <Meta>{w.noPayoutsYet}</Meta>
              ) : (
                <List aria-label={w.latestPayoutsList}>
                  {payouts.data.map((payout) => (
                    <Row key={payout.id}>
                      <strong>{format.cents(payout.amount_cents)}</strong>
                      <StatusBadge
                        kind="payout"
                        status={payout.status}
                        label={statuses.payout[payout.status]}
                      />
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
