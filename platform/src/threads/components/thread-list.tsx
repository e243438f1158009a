import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  VisuallyHidden,
  colorVars as c,
  focusRing,
  fontSizes,
  fontWeights,
  space,
} from '@groundtruth/ui-kit';
import type { WithId } from '@groundtruth/domain/converter';
import type { Thread, ThreadSide } from '@groundtruth/domain/threads';
import { threadScreenMessages as words } from '@groundtruth/domain/thread-screen-messages';
import { DateTime } from '../../screen-parts';

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)`
  display: grid;
  gap: 2px;
  min-width: 0;
  padding: ${space[3]} ${space[4]};
  color: ${c.text};
  text-decoration: none;
  border: 1px solid ${c.border};
  border-radius: 8px;
  background: ${c.surface};

  &:hover {
    background: ${c.surfaceSunken};
  }
  &:focus-visible {
    outline: ${focusRing.outline};
    outline-offset: 2px;
  }
  &[aria-current='page'] {
    border-color: ${c.primary};
  }
`;

const Top = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
`;

const Subject = styled.span`
  font-weight: ${fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Line = styled.span`
  font-size: ${fontSizes.sm};
  color: ${c.textMuted};
  overflow-wrap: anywhere;
`;

export interface ThreadListProps {
  /** The threads, in the order shown. */
  threads: readonly WithId<Thread>[];
  /** Whose list this is: a creator's shows when the last message came, staff's whom and since when. */
  side: ThreadSide;
  /** The thread open beside the list, if any. */
  selectedId: string | null;
  /** The link that opens a thread (`?thread=<id>` of the page). */
  linkTo: (threadId: string) => string;
  /** Names the list. */
  label: string;
}

/** A list of threads, each a link that opens it: subject, submission, unread count, time. */
export function ThreadList({ threads, side, selectedId, linkTo, label }: ThreadListProps) {
  return (
    <Items aria-label={label}>
      {threads.map((thread) => {
        const unread = side === 'creator' ? thread.unread_creator : thread.unread_staff;
        return (
          <li key={thread.id}>
            <Item
              to={linkTo(thread.id)}
              aria-current={thread.id === selectedId ? 'page' : undefined}
            >
              <Top>
                <Subject>{thread.subject}</Subject>
                {unread > 0 ? (
                  <Badge tone="danger">
                    {unread}
                    <VisuallyHidden> {words.unreadMessages(unread)}</VisuallyHidden>
                  </Badge>
                ) : null}
              </Top>
              {side === 'staff' ? <Line>{thread.creator_name}</Line> : null}
              {thread.task_title ? <Line>Submission: {thread.task_title}</Line> : null}
              <Line>{thread.last_message_preview}</Line>
              <Line>
                {side === 'staff' ? (
                  <>
                    {thread.waiting_for === 'staff'
                      ? 'Waiting since '
                      : 'Answered, waiting for the creator since '}
                    <DateTime value={thread.waiting_since} />
                  </>
                ) : (
                  <>
                    Last message <DateTime value={thread.last_message_at} />
                  </>
                )}
              </Line>
            </Item>
          </li>
        );
      })}
    </Items>
  );
}
