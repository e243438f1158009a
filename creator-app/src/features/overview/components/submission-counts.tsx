import { Link } from 'react-router-dom';
import { Skeleton, StatCard, statusLabel } from '@groundtruth/ui-kit';
import { reviewStatuses } from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { paths } from '@groundtruth/domain/paths';
import { useSubmissionCounts } from '../api/get-submission-counts';
import { LoadError } from '@groundtruth/platform/screen-parts';
import { CardGrid, Section, SectionHeader, SectionTitle } from './section';

/** How many of the creator's submissions are in each review state. */
export function SubmissionCounts({ userId }: { userId: string }) {
  const counts = useSubmissionCounts(userId);
  return (
    <Section aria-labelledby="overview-submissions">
      <SectionHeader>
        <SectionTitle id="overview-submissions">Submissions</SectionTitle>
        <Link to={paths.submissions}>View all submissions</Link>
      </SectionHeader>
      {counts.isPending ? (
        <Skeleton label="Loading submission counts" count={4} height={72} />
      ) : counts.isError ? (
        <LoadError
          message={messages.failedLoadCreatorOverview}
          failedAt={counts.errorUpdatedAt}
          onRetry={() => void counts.refetch()}
          retrying={counts.isFetching}
        />
      ) : (
        <CardGrid>
          {reviewStatuses.map((status) => (
            <StatCard
              key={status}
              label={statusLabel('review', status)}
              value={counts.data[status]}
            />
          ))}
        </CardGrid>
      )}
    </Section>
  );
}
