import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { WithId } from '@groundtruth/domain/converter';
import type { Submission } from '@groundtruth/domain/entities';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { paths } from '@groundtruth/domain/paths';
import { useSignedInUser } from '@groundtruth/platform/session';
import { Button, EmptyState, Skeleton } from '@groundtruth/ui-kit';
import {
  LoadError,
  useFailureToast,
  LoadMore,
  PageHeader,
} from '@groundtruth/platform/screen-parts';
import { useMySubmissions } from '../api/get-my-submissions';
import { SubmissionCard } from './submission-card';
import { creatorSubmissionsWords } from '@groundtruth/domain/words/creator/submissions';
import { useWords } from '@groundtruth/platform/i18n';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Ids of the submissions whose acceptance has a newer submission (the list is newest first):
 * their requested changes were already resubmitted, so they offer no second Resubmit Work.
 */
function resubmittedIds(submissions: readonly WithId<Submission>[]): Set<string> {
  const seen = new Set<string>();
  const resubmitted = new Set<string>();
  for (const submission of submissions) {
    const acceptance = submission.acceptance_id;
    if (!acceptance) continue;
    if (seen.has(acceptance)) resubmitted.add(submission.id);
    seen.add(acceptance);
  }
  return resubmitted;
}

/** /dashboard/submissions: the creator's submissions, newest first, with reviews and files. */
export function SubmissionsPage() {
  const w = useWords('creator.submissions', creatorSubmissionsWords);
  const messages = useWords('messages', englishMessages);
  const headingId = useId();
  const { user } = useSignedInUser();
  const query = useMySubmissions(user.uid);
  const submissions = query.data?.pages.flatMap((page) => page.items) ?? [];
  // A failed "Load more" (or background refresh) keeps the list and notifies.
  useFailureToast(
    query.data && query.isError ? query.errorUpdatedAt : 0,
    messages.failedLoadSubmissions,
  );

  let body;
  if (query.isPending) {
    body = <Skeleton label={w.loading} />;
  } else if (!query.data) {
    body = (
      <LoadError
        message={messages.failedLoadSubmissions}
        failedAt={query.errorUpdatedAt}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (submissions.length === 0) {
    body = (
      <EmptyState
        title={messages.noSubmissionsYet}
        description={w.emptyHint}
        action={
          <Button as={Link} to={paths.tasks} variant="primary">
            {w.browseAvailableTasks}
          </Button>
        }
      />
    );
  } else {
    const resubmitted = resubmittedIds(submissions);
    body = (
      <>
        <List aria-labelledby={headingId}>
          {submissions.map((submission) => (
            <SubmissionCard
              key={submission.id}
              submission={submission}
              resubmitted={resubmitted.has(submission.id)}
            />
          ))}
        </List>
        <LoadMore
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <PageHeader id={headingId} title={w.title} description={w.description} />
      {body}
    </section>
  );
}
