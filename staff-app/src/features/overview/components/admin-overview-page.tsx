import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  StatCard,
  space,
} from '@groundtruth/ui-kit';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { paths } from '@groundtruth/domain/paths';
import { LoadError, PageHeader } from '@groundtruth/platform/screen-parts';
import { useSignedInUser } from '@groundtruth/platform/session';
import { useOverviewCounts } from '../api/get-overview-counts';
import { useReviewBacklog } from '../api/get-review-backlog';
import { useReviewDeadlines } from '../api/get-review-deadlines';
import { formatAge } from '../../../lib/format-age';
import { formatCount } from '@groundtruth/domain/numbers';

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${space[4]};
  margin: 0 0 ${space[6]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`;

/**
 * Staff quick actions go to the staff paths, like the sidebar. Changing users and processing
 * payouts are the admin's: support are offered only what they can do.
 */
const quickActions = [
  { label: 'Manage Tasks', to: paths.adminTasks, adminOnly: false },
  { label: 'Review Submissions', to: paths.adminSubmissions, adminOnly: false },
  { label: 'Manage Users', to: paths.users, adminOnly: true },
  { label: 'Process Payouts', to: paths.payouts, adminOnly: true },
] as const;

const Notice = styled.div`
  margin: 0 0 ${space[6]};
`;

/**
 * /dashboard for admin and support: the platform's counts, the review backlog and deadlines
 * (overdue reviews against the platform's limit, open appeals), quick actions.
 */
export default function AdminOverviewPage() {
  const isAdmin = useSignedInUser().role === 'admin';
  const counts = useOverviewCounts();
  const backlog = useReviewBacklog();
  const deadlines = useReviewDeadlines();
  const deadlineFigure = (pick: (d: NonNullable<typeof deadlines.data>) => number) =>
    deadlines.data ? formatCount(pick(deadlines.data)) : deadlines.isError ? '—' : '…';
  const overdue = deadlines.data?.overdueSubmissions ?? 0;

  return (
    <section aria-labelledby="page-title">
      <PageHeader title="Admin Dashboard" description="What needs attention across the platform." />
      {counts.isError ? (
        <LoadError
          message={staffMessages.failedLoadOverview}
          onRetry={() => void counts.refetch()}
          retrying={counts.isFetching}
        />
      ) : counts.isPending ? (
        <Skeleton label="Loading dashboard" count={6} height={88} />
      ) : (
        <Stats role="group" aria-label="Platform figures">
          <StatCard label="Total Users" value={formatCount(counts.data.users)} />
          <StatCard label="Published Tasks" value={formatCount(counts.data.publishedTasks)} />
          <StatCard
            label="Pending Submissions"
            value={formatCount(counts.data.pendingSubmissions)}
            hint={
              backlog.data
                ? staffMessages.oldestPending(formatAge(backlog.data))
                : backlog.data === null
                  ? staffMessages.noPendingReviews
                  : undefined
            }
          />
          <StatCard label="Pending Payouts" value={formatCount(counts.data.pendingPayouts)} />
          <StatCard
            label="Overdue Reviews"
            value={deadlineFigure((d) => d.overdueSubmissions)}
            hint={
              deadlines.data
                ? `Pending over ${formatCount(deadlines.data.overdueDays)} ${deadlines.data.overdueDays === 1 ? 'day' : 'days'}`
                : undefined
            }
          />
          <StatCard label="Open Appeals" value={deadlineFigure((d) => d.openAppeals)} />
        </Stats>
      )}
      {overdue > 0 ? (
        <Notice>
          <Alert
            tone="warning"
            title={staffMessages.overdueReviews(overdue)}
            actions={
              <Button as={Link} to={paths.adminSubmissions} variant="outline">
                Review overdue work
              </Button>
            }
          >
            They lead the review queue, oldest first.
          </Alert>
        </Notice>
      ) : null}
      {deadlines.isError ? (
        <Notice>
          <Alert tone="warning" title="Review deadlines unavailable">
            The overdue reviews and open appeals could not be counted.
          </Alert>
        </Notice>
      ) : null}
      {backlog.isError ? (
        <Alert tone="warning" title="Review backlog unavailable">
          The oldest pending submission could not be read.
        </Alert>
      ) : null}
      <Card as="section" aria-labelledby="quick-actions">
        <CardHeader>
          <CardTitle as="h2" id="quick-actions">
            Quick Actions
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Actions>
            {quickActions
              .filter((action) => isAdmin || !action.adminOnly)
              .map((action) => (
                <Button key={action.to} as={Link} to={action.to} variant="outline">
                  {action.label}
                </Button>
              ))}
          </Actions>
        </CardContent>
      </Card>
    </section>
  );
}
