import styled from 'styled-components';
import { colorVars as c, fontSizes, fontWeights, space } from '@groundtruth/ui-kit';
import { roleLabels } from '@groundtruth/domain/constants';
import type { WithId } from '@groundtruth/domain/converter';
import type { ThreadMessage } from '@groundtruth/domain/threads';
import { DateTime } from '../../screen-parts';

const Items = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  min-width: 0;
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${c.border};
  border-radius: 8px;
  background: ${c.surface};

  &[data-own] {
    background: ${c.primarySubtle};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space[2]};
  margin: 0 0 ${space[1]};
  font-size: ${fontSizes.xs};
  color: ${c.textMuted};

  strong {
    color: ${c.text};
    font-weight: ${fontWeights.semibold};
  }
`;

/* An announcement's subject, read before its text as an e-mail's is. */
const Subject = styled.h3`
  margin: 0 0 ${space[1]};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  overflow-wrap: anywhere;
`;

/*
 * Plain text as written: line breaks and spaces kept, a long word or link broken to fit the
 * width (390 px phones included) instead of scrolling the page sideways.
 */
const Text = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export interface MessageListProps {
  /** The thread's messages, oldest first. */
  messages: readonly WithId<ThreadMessage>[];
  /** The signed-in user: their own messages are set apart. */
  userId: string;
  /** Names the list for assistive technology. */
  label: string;
}

/**
 * A thread's messages, oldest first: who wrote it (with their role when staff), when, an
 * announcement's subject, and the text as React text, so HTML or a link in a message is shown as the characters typed.
 */
export function MessageList({ messages, userId, label }: MessageListProps) {
  return (
    <Items aria-label={label}>
      {messages.map((message) => {
        const own = message.author_id === userId;
        return (
          <Item key={message.id} data-own={own ? '' : undefined}>
            <Meta>
              <strong>
                {own ? 'You' : message.author_name || roleLabels[message.author_role]}
              </strong>
              {message.author_role === 'creator' || own ? null : (
                <span>{roleLabels[message.author_role]}</span>
              )}
              <DateTime value={message.created_at} />
            </Meta>
            {message.announcement_subject ? (
              <Subject>{message.announcement_subject}</Subject>
            ) : null}
            <Text>{message.text}</Text>
          </Item>
        );
      })}
    </Items>
  );
}
