import { Link } from 'react-router-dom';
import { Skeleton, StatCard, statusLabel } from '@groundtruth/ui-kit';
import { reviewStatuses } from '@groundtruth/domain/constants';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { paths } from '@groundtruth/domain/paths';
import { useSubmissionCounts } from '../api/get-submission-counts';
import { LoadError } from '@groundtruth/platform/screen-parts';
import { CardGrid, Section, SectionHeader, SectionTitle } from './section';
import { creatorCommonWords } from '@groundtruth/domain/words/creator/common';
import { creatorOverviewWords } from '@groundtruth/domain/words/creator/overview';
import { useWords } from '@groundtruth/platform/i18n';

/** How many of the creator's submissions are in each review state. */
export function SubmissionCounts({ userId }: { userId: string }) {
  const w = useWords('creator.overview', creatorOverviewWords);
  const { statuses } = useWords('creator', creatorCommonWords);
  const messages = useWords('messages', englishMessages);
  const counts = useSubmissionCounts(userId);
  return (
    <Section aria-labelledby="overview-submissions">
      <SectionHeader>
        <SectionTitle id="overview-submissions">{w.submissions}</SectionTitle>
        <Link to={paths.submissions}>{w.viewAllSubmissions}</Link>
      </SectionHeader>
      {counts.isPending ? (
        <Skeleton label={w.loadingCounts} count={4} height={72} />
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
              label={statuses.review[status] ?? statusLabel('review', status)}
              value={counts.data[status]}
            />
          ))}
        </CardGrid>
      )}
    </Section>
  );
}
