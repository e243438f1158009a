import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, Skeleton } from '@groundtruth/ui-kit';
import { threadLink } from '@groundtruth/domain/thread-links';
import { threadScreenMessages as words } from '@groundtruth/domain/thread-screen-messages';
import {
  LoadError,
  LoadMore,
  PageHeader,
  useFailureToast,
} from '@groundtruth/platform/screen-parts';
import {
  useConversationsWaitingForStaff,
  useOpenConversations,
} from '@groundtruth/platform/threads/api/get-threads';
import { MessagesLayout } from '@groundtruth/platform/threads/components/messages-layout';
import { ThreadList } from '@groundtruth/platform/threads/components/thread-list';
import { ThreadView } from '@groundtruth/platform/threads/components/thread-view';
import { ThreadSubmission } from './thread-submission';

/**
 * /dashboard/admin/messages (admins and support): the open conversations, those waiting for
 * staff first, the one waiting longest leading; then those waiting for the creator. `?thread=`
 * opens one with its reply box and Close, and the submission it is about linked with its decision.
 */
export default function StaffMessagesPage() {
  const headingId = useId();
  const [params] = useSearchParams();
  const threadId = params.get('thread');
  const waiting = useConversationsWaitingForStaff();
  const open = useOpenConversations();
  const failedAt = Math.max(
    waiting.data && waiting.isError ? waiting.errorUpdatedAt : 0,
    open.data && open.isError ? open.errorUpdatedAt : 0,
  );
  useFailureToast(failedAt, words.failedLoadThreads);

  const waitingForStaff = waiting.data?.pages.flatMap((page) => page.items) ?? [];
  // The second list holds every open conversation: those already shown above are left out.
  const waitingForCreator = (open.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (thread) => thread.waiting_for !== 'staff',
  );
  const threads = [...waitingForStaff, ...waitingForCreator];

  let list;
  if (waiting.isPending || open.isPending) {
    list = <Skeleton label="Loading conversations" />;
  } else if (!waiting.data || !open.data) {
    list = (
      <LoadError
        message={words.failedLoadThreads}
        onRetry={() => {
          void waiting.refetch();
          void open.refetch();
        }}
        retrying={waiting.isFetching || open.isFetching}
      />
    );
  } else if (threads.length === 0) {
    list = <EmptyState title={words.noThreadsStaff} />;
  } else {
    // Waiting-for-staff pages come first: the rest is paged only once they are all shown.
    const more = waiting.hasNextPage ? waiting : open;
    list = (
      <>
        <ThreadList
          threads={threads}
          side="staff"
          selectedId={threadId}
          linkTo={(id) => threadLink('staff', id)}
          label="Open conversations"
        />
        <LoadMore
          hasMore={more.hasNextPage}
          loading={more.isFetchingNextPage}
          onLoadMore={() => void more.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <PageHeader
        id={headingId}
        title="Messages"
        description="Open conversations with creators, the one waiting longest for an answer first."
      />
      <MessagesLayout
        list={list}
        thread={
          threadId ? (
            <ThreadView
              key={threadId}
              threadId={threadId}
              side="staff"
              canClose
              renderSubmission={({ id, taskTitle }) => (
                <ThreadSubmission submissionId={id} taskTitle={taskTitle} />
              )}
            />
          ) : null
        }
      />
    </section>
  );
}
