import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, EmptyState, Skeleton } from '@groundtruth/ui-kit';
import { threadLink } from '@groundtruth/domain/thread-links';
import { threadScreenMessages as words } from '@groundtruth/domain/thread-screen-messages';
import { useSignedInUser } from '@groundtruth/platform/session';
import {
  LoadError,
  LoadMore,
  PageHeader,
  useFailureToast,
} from '@groundtruth/platform/screen-parts';
import { useMyThreads } from '@groundtruth/platform/threads/api/get-threads';
import { MessagesLayout } from '@groundtruth/platform/threads/components/messages-layout';
import { StartThreadDialog } from '@groundtruth/platform/threads/components/start-thread-dialog';
import { ThreadList } from '@groundtruth/platform/threads/components/thread-list';
import { ThreadView } from '@groundtruth/platform/threads/components/thread-view';
import { creatorInboxWords } from '@groundtruth/domain/words/creator/inbox';
import { useWords } from '@groundtruth/platform/i18n';

/**
 * /dashboard/messages: the creator's conversations with staff and their announcements, latest
 * first, and (`?thread=`) one of them open with its reply box. "Message support" is the
 * product's Help: it starts a conversation with support from here.
 */
export function MessagesPage() {
  const w = useWords('creator.inbox', creatorInboxWords);
  const headingId = useId();
  const { user } = useSignedInUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const threadId = params.get('thread');
  const [asking, setAsking] = useState(false);
  const query = useMyThreads(user.uid);
  const threads = query.data?.pages.flatMap((page) => page.items) ?? [];
  useFailureToast(query.data && query.isError ? query.errorUpdatedAt : 0, words.failedLoadThreads);

  let list;
  if (query.isPending) {
    list = <Skeleton label={w.loading} />;
  } else if (!query.data) {
    list = (
      <LoadError
        message={words.failedLoadThreads}
        failedAt={query.errorUpdatedAt}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (threads.length === 0) {
    list = <EmptyState title={w.noThreads} description={w.noThreadsHint} />;
  } else {
    list = (
      <>
        <ThreadList
          threads={threads}
          side="creator"
          selectedId={threadId}
          linkTo={(id) => threadLink('creator', id)}
          label={w.conversations}
        />
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
      <PageHeader
        id={headingId}
        title={w.title}
        description={w.description}
        actions={
          <Button variant="primary" onClick={() => setAsking(true)}>
            {w.messageSupport}
          </Button>
        }
      />
      <MessagesLayout
        list={list}
        thread={
          threadId ? (
            <ThreadView key={threadId} threadId={threadId} side="creator" canClose />
          ) : null
        }
      />
      {asking ? (
        <StartThreadDialog
          open
          onOpenChange={setAsking}
          title={w.messageSupport}
          draftKey="message-support"
          description={w.messageSupportHint}
          onStarted={(id) => navigate(threadLink('creator', id))}
        />
      ) : null}
    </section>
  );
}
