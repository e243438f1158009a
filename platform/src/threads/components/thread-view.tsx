import { useId, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  Alert,
  Badge,
  Button,
  Skeleton,
  colorVars as c,
  fontSizes,
  space,
  useToast,
} from '@groundtruth/ui-kit';
import type { ThreadSide } from '@groundtruth/domain/threads';
import { threadQueries } from '@groundtruth/domain/thread-queries';
import { threadScreenMessages as words } from '@groundtruth/domain/thread-screen-messages';
import { useLiveChanges } from '@groundtruth/platform/live-queries';
import { LoadError } from '../../screen-parts';
import { useSignedInUser } from '@groundtruth/platform/session';
import { useThread, useThreadMessages } from '../api/get-thread';
import { useCloseThread } from '../api/close-thread';
import { useMarkThreadRead } from '../api/mark-thread-read';
import { threadKeys } from '../threads-keys';
import { MessageList } from './message-list';
import { ReplyForm } from './reply-form';
import { refusalText } from '../refusal';

const Section = styled.section`
  display: grid;
  gap: ${space[4]};
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[2]};

  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: ${space[1]} 0 0;
    color: ${c.textMuted};
    font-size: ${fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

export interface ThreadViewProps {
  /** The thread shown (`?thread=`). */
  threadId: string;
  /** Whose screen this is: their unread count is the one cleared on opening. */
  side: ThreadSide;
  /** Whether this side may close the conversation. */
  canClose: boolean;
  /**
   * How the header shows the submission the conversation is about (e.g. a link to it with its
   * decision); its task's title as plain text when not given.
   */
  renderSubmission?: (submission: { id: string; taskTitle: string }) => ReactNode;
}

/**
 * One thread: its subject and submission, the messages oldest first, and (while it is an open
 * conversation) the reply box. It listens to its messages once the live SDK is on the page (as
 * the bell does), so the other side's answer appears without a reload; until then it polls.
 * Opening it, and each message arriving while it is open, marks it read for this side.
 */
export function ThreadView({ threadId, side, canClose, renderSubmission }: ThreadViewProps) {
  const headingId = useId();
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const live = useLiveChanges(threadQueries.threadMessages(threadId), () => {
    void queryClient.invalidateQueries({ queryKey: threadKeys.detail(threadId) });
  });
  const thread = useThread(threadId, live);
  const messages = useThreadMessages(threadId, live);
  const close = useCloseThread();
  const data = thread.data;
  useMarkThreadRead(
    threadId,
    data ? (side === 'creator' ? data.unread_creator : data.unread_staff) : 0,
  );

  if (thread.isPending || messages.isPending) return <Skeleton label="Loading conversation" />;
  // The rules refuse a thread that is not the reader's, or does not exist: both say the same.
  const refused = [thread.error, messages.error].some(
    (error) => (error as { code?: unknown } | null)?.code === 'permission-denied',
  );
  if (refused) return <Alert tone="warning" title={words.threadUnavailable} />;
  if (thread.isError || messages.isError) {
    return (
      <LoadError
        message={words.failedLoadThread}
        onRetry={() => {
          void thread.refetch();
          void messages.refetch();
        }}
        retrying={thread.isFetching || messages.isFetching}
      />
    );
  }
  if (!data) return <Alert tone="warning" title={words.threadUnavailable} />;

  const open = data.status === 'open';
  const conversation = data.kind === 'conversation';
  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <div>
          <h2 id={headingId}>{data.subject}</h2>
          {data.task_title ? (
            <p>
              Submission:{' '}
              {data.submission_id && renderSubmission
                ? renderSubmission({ id: data.submission_id, taskTitle: data.task_title })
                : data.task_title}
            </p>
          ) : null}
          {side === 'staff' ? <p>With {data.creator_name}</p> : null}
        </div>
        {conversation ? (
          open ? (
            canClose ? (
              <Button
                variant="outline"
                loading={close.isPending}
                onClick={() =>
                  close.mutate(threadId, {
                    onSuccess: () => toast({ title: words.threadClosed, variant: 'success' }),
                    onError: (failure) =>
                      toast({
                        title: 'Error',
                        description: refusalText(failure, words.failedCloseThread),
                        variant: 'destructive',
                      }),
                  })
                }
              >
                Close conversation
              </Button>
            ) : null
          ) : (
            <Badge tone="neutral">Closed</Badge>
          )
        ) : null}
      </Header>
      {messages.data.length === 0 ? (
        <p>{words.noMessagesYet}</p>
      ) : (
        <MessageList
          messages={messages.data}
          userId={user.uid}
          label={`Messages of ${data.subject}`}
        />
      )}
      {!conversation ? (
        <p>{words.announcementsReadOnly}</p>
      ) : open ? (
        <ReplyForm threadId={threadId} />
      ) : (
        <p>{words.threadIsClosed}</p>
      )}
    </Section>
  );
}
