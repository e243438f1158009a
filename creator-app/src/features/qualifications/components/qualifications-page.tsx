import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { qualificationMessages } from '@groundtruth/domain/qualification-messages';
import { useSignedInUser } from '@groundtruth/platform/session';
import { EmptyState, Skeleton } from '@groundtruth/ui-kit';
import {
  LoadError,
  LoadMore,
  PageHeader,
  useFailureToast,
} from '@groundtruth/platform/screen-parts';
import { useNow } from '../../../components/time-left';
import { myGrantsQueryOptions } from '../../../lib/qualification-standing';
import { useActiveQualifications } from '../api/get-active-qualifications';
import { QualificationCard } from './qualification-card';
import { creatorQualificationsWords } from '@groundtruth/domain/words/creator/qualifications';
import { useWords } from '@groundtruth/platform/i18n';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * /dashboard/qualifications: every qualification offered, where the creator stands with each
 * (from their grant), how many open tasks it unlocks, and Start or Retry for a quiz.
 */
export function QualificationsPage() {
  const w = useWords('creator.qualifications', creatorQualificationsWords);
  const headingId = useId();
  const { user } = useSignedInUser();
  const qualifications = useActiveQualifications();
  const grants = useQuery(myGrantsQueryOptions(user.uid));
  // Re-judged every minute: a retry delay that runs out enables Retry without a reload.
  const now = useNow();
  const loaded = useMemo(
    () => qualifications.data?.pages.flatMap((page) => page.items) ?? [],
    [qualifications.data],
  );
  const names = useMemo(() => new Map(loaded.map((q) => [q.id, q.name])), [loaded]);
  // A failed "Load more" keeps the list shown; the failure is still notified.
  useFailureToast(
    qualifications.isFetchNextPageError ? qualifications.errorUpdatedAt : 0,
    qualificationMessages.failedLoadQualifications,
  );

  let body;
  if (qualifications.isPending || grants.isPending) {
    body = <Skeleton label={w.loading} />;
  } else if (!qualifications.data || !grants.data) {
    body = (
      <LoadError
        message={qualificationMessages.failedLoadQualifications}
        failedAt={Math.max(qualifications.errorUpdatedAt, grants.errorUpdatedAt)}
        onRetry={() => {
          if (qualifications.isError) void qualifications.refetch();
          if (grants.isError) void grants.refetch();
        }}
        retrying={qualifications.isFetching || grants.isFetching}
      />
    );
  } else if (loaded.length === 0) {
    body = <EmptyState title={w.noneOffered} description={w.noneHint} />;
  } else {
    body = (
      <>
        <List aria-labelledby={headingId}>
          {loaded.map((qualification) => (
            <QualificationCard
              key={qualification.id}
              qualification={qualification}
              grants={grants.data}
              names={names}
              now={now}
            />
          ))}
        </List>
        <LoadMore
          hasMore={qualifications.hasNextPage}
          loading={qualifications.isFetchingNextPage}
          onLoadMore={() => void qualifications.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <PageHeader id={headingId} title={w.title} description={w.intro} />
      {body}
    </section>
  );
}
