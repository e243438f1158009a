import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Badge, Button, Popover } from '@groundtruth/ui-kit';
import { screenQueries } from '@groundtruth/domain/queries';
import { useLiveChanges } from '@groundtruth/platform/live-queries';
import { useSession } from '@groundtruth/platform/session';
import { useUnreadCount } from '../api/get-unread-count';
import { notificationKeys } from '../notifications-keys';
import { BellIcon } from './bell-icon';
import { NotificationPanel, moveBetweenNotifications } from './notification-panel';
import { formatCount } from '@groundtruth/domain/numbers';
import { navBellWords } from '@groundtruth/domain/words/nav-bell';
import { useWords } from '@groundtruth/platform/i18n';

const Count = styled(Badge)`
  position: absolute;
  top: -4px;
  right: -6px;
  min-width: 20px;
  justify-content: center;
  padding: 0 5px;
`;

/** The button's name says the count; the badge shows it (99+ past two digits). */
export function bellLabel(unread: number, words: typeof navBellWords = navBellWords): string {
  return unread > 0 ? words.notificationsUnread(formatCount(unread)) : words.notifications;
}

function Bell({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  // Live once the page has stayed open (the full SDK loads then): any change to the user's
  // latest notifications refreshes the badge and the panel, and the badge stops polling. A
  // listener that fails leaves the polling on.
  const live = useLiveChanges(screenQueries.myNotifications(userId), () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
  const count = useUnreadCount(userId, live);
  const unread = count.data ?? 0;
  const { refetch } = count;
  const words = useWords('nav', navBellWords);

  // TanStack asks again when the tab becomes visible; a window coming back to the front (the
  // tab was visible behind another window) asks too.
  useEffect(() => {
    const onFocus = () => void refetch({ cancelRefetch: false });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  // A new notification counted while the panel is open shows in the list too.
  const seen = useRef(unread);
  useEffect(() => {
    if (open && unread > seen.current)
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) });
    seen.current = unread;
  }, [open, unread, queryClient, userId]);

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label={words.notifications}
      align="end"
      onKeyDown={moveBetweenNotifications}
      renderTrigger={(trigger) => (
        <Button {...trigger} variant="ghost" aria-label={bellLabel(unread, words)}>
          <BellIcon />
          {unread > 0 ? (
            <Count tone="danger" aria-hidden="true" data-testid="unread-badge">
              {unread > 99 ? '99+' : unread}
            </Count>
          ) : null}
        </Button>
      )}
    >
      <NotificationPanel userId={userId} onNavigate={() => setOpen(false)} />
    </Popover>
  );
}

/**
 * The notifications bell of the dashboard frame, for every signed-in user: the unread count
 * (refreshed every 15 s while the tab is visible, and on focus, until a live listener takes
 * over) and a panel of the latest. The shell loads it lazily, so Firestore stays out of its
 * first chunk; the full SDK behind the listener loads later still (firebase-web/live).
 */
export default function NotificationBell() {
  const { session } = useSession();
  if (session.status !== 'signed-in') return null;
  return <Bell userId={session.user.uid} />;
}
