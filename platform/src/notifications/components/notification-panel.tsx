import { useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Spinner,
  VisuallyHidden,
  colorVars as c,
  focusRing,
  fontSizes,
  fontWeights,
  space,
  useToast,
} from '@groundtruth/ui-kit';
import { inReadersZone } from '@groundtruth/domain/callable-errors';
import type { WithId } from '@groundtruth/domain/converter';
import type { Notification } from '@groundtruth/domain/entities';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { paths } from '@groundtruth/domain/paths';
import { LoadError, LoadMore } from '../../screen-parts';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { RelativeTime } from './relative-time';
import { navBellWords } from '@groundtruth/domain/words/nav-bell';
import { useLocale, useWords } from '@groundtruth/platform/i18n';
import { intlDateFormatters } from '@groundtruth/domain/i18n/date-format';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  padding: ${space[3]} ${space[4]};
  border-bottom: 1px solid ${c.border};

  h2 {
    margin: 0;
    font-size: ${fontSizes.md};
  }
`;

const Body = styled.div`
  padding: ${space[2]};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space[6]} ${space[4]};
  color: ${c.textMuted};
  font-size: ${fontSizes.sm};

  p {
    margin: 0;
  }
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)`
  position: relative;
  display: grid;
  gap: 2px;
  padding: ${space[2]} ${space[3]} ${space[2]} ${space[6]};
  color: ${c.text};
  text-decoration: none;
  border-radius: 6px;

  &:hover {
    background: ${c.surfaceSunken};
  }
  &:focus-visible {
    outline: ${focusRing.outline};
    outline-offset: -2px;
  }
  &[data-unread] {
    background: ${c.primarySubtle};
  }
`;

const Dot = styled.span`
  position: absolute;
  top: 14px;
  left: 10px;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${c.primary};
`;

const Title = styled.span`
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
  [data-unread] > & {
    font-weight: ${fontWeights.bold};
  }
`;

const Text = styled.span`
  font-size: ${fontSizes.sm};
  color: ${c.textMuted};
`;

const When = styled.span`
  font-size: ${fontSizes.xs};
  color: ${c.textMuted};
`;

/**
 * Up, Down, Home and End move between the notifications (Tab still works too); the bell hands
 * it the keys pressed anywhere in its popover, the focused panel included.
 */
export function moveBetweenNotifications(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-item]'));
  if (items.length === 0) return;
  event.preventDefault();
  const at = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? at < 0
            ? 0
            : Math.min(at + 1, last)
          : at < 0
            ? last
            : Math.max(at - 1, 0);
  items[next]!.focus();
}

/** Only a path of the app is followed; anything else (never written by the functions) goes home. */
const appPath = (link: string) =>
  link.startsWith('/') && !link.startsWith('//') ? link : paths.dashboard;

/**
 * A notice as the reader reads it: in the screens' language when the functions wrote it in that
 * one too (`in_locales`), its moment in the reader's zone; else its English words.
 */
function useNoticeWords() {
  const locale = useLocale();
  return (n: Notification) => {
    const said = n.in_locales?.[locale];
    if (!said)
      return {
        title: n.title,
        body: inReadersZone(n.body, { at: n.at?.toMillis(), atText: n.at_text }),
      };
    const at = n.at?.toMillis();
    const body =
      at !== undefined && said.at_text && said.body.includes(said.at_text)
        ? said.body.replace(said.at_text, intlDateFormatters(locale).dateTime(at))
        : said.body;
    return { title: said.title, body };
  };
}

/**
 * The bell's panel: the user's notifications newest first, 20 at a time; opening one marks it
 * read and goes to the screen it concerns; "Mark all as read" marks the loaded unread ones.
 */
export function NotificationPanel({
  userId,
  onNavigate,
}: {
  /** The signed-in user, whose notifications these are. */
  userId: string;
  /** Called when a notification is opened (the bell closes the panel). */
  onNavigate: () => void;
}) {
  const messages = useWords('messages', englishMessages);
  const words = useWords('nav', navBellWords);
  const noticeWords = useNoticeWords();
  const list = useNotifications(userId);
  const markRead = useMarkNotificationRead(userId);
  const markAll = useMarkAllNotificationsRead(userId);
  const heading = useRef<HTMLHeadingElement>(null);
  const { toastError } = useToast();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadIds = items.filter((n) => !n.read).map((n) => n.id);
  // "5 minutes ago" as of the last read of the list (rendering stays pure; each read updates it).
  const now = list.dataUpdatedAt;
  const failed = () => toastError(messages.failedMarkNotificationsRead);

  const open = (notification: WithId<Notification>) => {
    if (!notification.read) markRead.mutate(notification.id, { onError: failed });
    onNavigate();
  };

  let body;
  if (list.isPending) {
    body = (
      <Centered>
        <Spinner label={words.loadingNotifications} />
      </Centered>
    );
  } else if (list.isError) {
    body = (
      <LoadError
        message={messages.failedLoadNotifications}
        failedAt={list.errorUpdatedAt}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (items.length === 0) {
    body = (
      <Centered>
        <p>{messages.noNotifications}</p>
      </Centered>
    );
  } else {
    body = (
      <>
        <Items>
          {items.map((n) => {
            const { title, body: text } = noticeWords(n);
            return (
              <li key={n.id}>
                <Item
                  to={appPath(n.link)}
                  data-item=""
                  data-unread={n.read ? undefined : ''}
                  onClick={() => open(n)}
                >
                  {n.read ? null : (
                    <>
                      <Dot aria-hidden="true" />
                      <VisuallyHidden>{words.unread}</VisuallyHidden>
                    </>
                  )}
                  {/* Shown on lines of their own; read (and copied) as sentences of their own. */}
                  <Title>
                    {title}
                    {/[.!?:]$/.test(title) ? null : <VisuallyHidden>.</VisuallyHidden>}{' '}
                  </Title>
                  <Text>{text} </Text>
                  <When>
                    <RelativeTime value={n.created_at} now={now} />
                  </When>
                </Item>
              </li>
            );
          })}
        </Items>
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <>
      <Header>
        <h2 ref={heading} tabIndex={-1}>
          {words.notifications}
        </h2>
        {/* Offered only while something is unread; once all are, the focus the action had
            moves to the heading instead of being lost with it. */}
        {unreadIds.length > 0 || markAll.isPending ? (
          <Button
            variant="ghost"
            size="small"
            loading={markAll.isPending}
            onClick={() =>
              markAll.mutate(unreadIds, {
                onError: failed,
                onSuccess: () => heading.current?.focus(),
              })
            }
          >
            {words.markAllRead}
          </Button>
        ) : null}
      </Header>
      <Body>{body}</Body>
    </>
  );
}
