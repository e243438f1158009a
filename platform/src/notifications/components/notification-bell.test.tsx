// @vitest-environment jsdom
// The bell against the emulator with the real rules: the count is the user's own unread ones,
// the panel pages, opening a notification marks it read (the one change the rules allow) and
// goes to its screen, "Mark all as read", the empty and failed states, and the keyboard.
import '../../../testing/dom-setup';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, doc, getDoc, setDoc, writeBatch } from 'firebase/firestore/lite';
import { PAGE_SIZE } from '@groundtruth/domain/constants';
import { formatDateTimeUtc } from '@groundtruth/domain/dates';
import type { Notification } from '@groundtruth/domain/entities';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { threadLink } from '@groundtruth/domain/thread-links';
import { countQueries } from '@groundtruth/domain/count-queries';
import { fetchCount } from '../../firestore-queries';
import { axeViolations } from '../../testing/axe';
import { closeTestClients, testFirestore } from '../../testing/emulator-client';
import { actAs } from '../../testing/firebase-web';
import { renderScreen } from '../../testing/render-screen';
import { notificationKeys } from '../notifications-keys';
import NotificationBell from './notification-bell';

vi.mock('@groundtruth/firebase-web/firestore', () => import('../../testing/firebase-web'));

const owner = testFirestore('owner');
const PATH = '/dashboard/tasks';
const creator = (uid: string) => ({ uid, role: 'creator' as const });
const maya = creator('bell-maya');
const other = creator('bell-other');
const reader = creator('bell-reader');
const keyboard = creator('bell-keyboard');
const allOfThem = creator('bell-all');
const many = creator('bell-many');
const empty = creator('bell-empty');
const broken = creator('bell-broken');
const refused = creator('bell-refused');
const asker = creator('bell-asker');
const supporter = { uid: 'bell-supporter', role: 'support' as const };
const warned = creator('bell-warned');
/** The deadline a warning names: 2:29 AM in UTC, 3:29 AM in Berlin. */
const DEADLINE = Date.UTC(2099, 11, 8, 2, 29);
const users = [
  maya,
  warned,
  other,
  reader,
  keyboard,
  allOfThem,
  many,
  empty,
  broken,
  refused,
  asker,
  supporter,
];

const minutesAgo = (m: number) => Timestamp.fromMillis(Date.now() - m * 60_000);

function notification(userId: string, over: Partial<Notification> = {}): Notification {
  return {
    user_id: userId,
    kind: 'submission_reviewed',
    title: serverMessages.notificationTitles.submission_reviewed.approved,
    body: 'Cook a family recipe: Lovely framing.',
    link: '/dashboard/submissions',
    entity_id: 'sub-1',
    read: false,
    created_at: minutesAgo(5),
    ...over,
  };
}

beforeAll(async () => {
  const batch = writeBatch(owner);
  for (const u of users)
    batch.set(doc(owner, 'users', u.uid), {
      name: u.uid,
      email: `${u.uid}@example.com`,
      role: 'creator',
      status: 'active',
      created_at: minutesAgo(10_000),
    });
  const put = (id: string, data: Notification) => batch.set(doc(owner, 'notifications', id), data);
  put('bell-m1', notification(maya.uid, { created_at: minutesAgo(5) }));
  put(
    'bell-m2',
    notification(maya.uid, {
      kind: 'payout_sent',
      title: serverMessages.notificationTitles.payout_sent,
      body: '$35.00 for Cook a family recipe is on its way.',
      link: '/dashboard/payments',
      created_at: minutesAgo(60 * 3),
    }),
  );
  put(
    'bell-m3',
    notification(maya.uid, {
      title: serverMessages.notificationTitles.submission_reviewed.rejected,
      body: 'Fix a dripping tap: Not your own footage.',
      created_at: minutesAgo(60 * 30),
    }),
  );
  put(
    'bell-m4',
    notification(maya.uid, { read: true, title: 'Old news', created_at: minutesAgo(60 * 24 * 9) }),
  );
  put(
    'bell-m5',
    notification(maya.uid, {
      read: true,
      title: 'Older news',
      created_at: minutesAgo(60 * 24 * 40),
    }),
  );
  put('bell-o1', notification(other.uid, { title: 'Someone else’s review' }));
  put('bell-o2', notification(other.uid, { title: 'Someone else’s payout' }));
  put('bell-r1', notification(reader.uid, { created_at: minutesAgo(2) }));
  put(
    'bell-r2',
    notification(reader.uid, {
      title: 'Payout sent',
      link: '/dashboard/payments',
      created_at: minutesAgo(3),
    }),
  );
  put('bell-k1', notification(keyboard.uid, { title: 'First', created_at: minutesAgo(1) }));
  put(
    'bell-k2',
    notification(keyboard.uid, {
      title: 'Second',
      link: '/dashboard/payments',
      created_at: minutesAgo(2),
    }),
  );
  for (let i = 0; i < 3; i++)
    put(
      `bell-a${i}`,
      notification(allOfThem.uid, { title: `Review ${i}`, created_at: minutesAgo(i + 1) }),
    );
  put('bell-x1', notification(refused.uid, { title: 'Refused review' }));
  // A message in a conversation links to the thread on the reader's Messages page.
  const messageTo = (userId: string, link: string) =>
    notification(userId, {
      kind: 'message_received',
      title: 'New message',
      body: 'About my submission to Cook a family recipe',
      link,
      entity_id: 'bell-thread-1',
    });
  put('bell-t1', messageTo(asker.uid, threadLink('creator', 'bell-thread-1')));
  put('bell-t2', messageTo(supporter.uid, threadLink('staff', 'bell-thread-1')));
  put('bell-a-read', notification(allOfThem.uid, { title: 'Seen', read: true }));
  // A warning as expireAcceptances writes it: the deadline in UTC, and its instant.
  put(
    'bell-w1',
    notification(warned.uid, {
      kind: 'acceptance_expiring',
      title: serverMessages.notificationTitles.acceptance_expiring,
      body: serverMessages.acceptanceExpiringBody(
        'Cook a family recipe',
        formatDateTimeUtc(DEADLINE),
      ),
      link: '/dashboard/submit',
      entity_id: 'bell-acceptance-1',
      at: Timestamp.fromMillis(DEADLINE),
      at_text: formatDateTimeUtc(DEADLINE),
    }),
  );
  for (let i = 0; i < PAGE_SIZE + 5; i++)
    put(
      `bell-many-${i}`,
      notification(many.uid, {
        title: `Numbered ${i}`,
        read: i >= 3,
        created_at: minutesAgo(100 - i),
      }),
    );
  // Not a notification the schema accepts: the panel's read fails until it is repaired.
  batch.set(doc(owner, 'notifications', 'bell-b1'), {
    user_id: broken.uid,
    read: false,
    title: 1,
    created_at: minutesAgo(1),
  });
  await batch.commit();
});

afterAll(closeTestClients);

function renderBell(who: { uid: string; role: 'creator' | 'support' }) {
  actAs(who);
  return renderScreen(<NotificationBell />, { user: who, path: PATH });
}

const bell = (unread?: number) =>
  screen.findByRole('button', {
    name: unread ? `Notifications, ${unread} unread` : 'Notifications',
  });
const panel = () => screen.getByRole('dialog', { name: 'Notifications' });
const items = () => within(panel()).getAllByRole('link');

describe('the notifications bell', { timeout: 30_000 }, () => {
  it('should count the user’s own unread notifications only, and list them newest first', async () => {
    renderBell(maya);
    const button = await bell(3);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('3');

    await userEvent.click(button);
    expect(panel()).toHaveFocus();
    expect(within(panel()).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    await within(panel()).findByText('Older news');
    const names = items().map((a) => a.textContent);
    expect(names).toHaveLength(5);
    expect(names[0]).toContain('Submission approved');
    expect(names[0]).toContain('5 minutes ago');
    expect(names[1]).toContain('Payout sent');
    expect(names[1]).toContain('3 hours ago');
    expect(names[2]).toContain('yesterday');
    expect(names[3]).toContain('Old news');
    expect(names[3]).toContain('last week');
    expect(names[4]).toContain('last month');
    expect(screen.queryByText(/Someone else/)).not.toBeInTheDocument();

    const [first, , , old] = items();
    // The title and the reason are read apart, not run together.
    // (jsdom's name computation spaces every element out: " ." where a browser reads ".")
    expect(first).toHaveAccessibleName(/^Unread: Submission approved ?\. Cook a family recipe/);
    expect(first).toHaveTextContent(
      'Unread: Submission approved. Cook a family recipe: Lovely framing. 5 minutes ago',
      { normalizeWhitespace: false },
    );
    expect(first).toHaveAttribute('data-unread');
    expect(first).toHaveAttribute('href', '/dashboard/submissions');
    expect(old).not.toHaveAttribute('data-unread');
    expect(old).toHaveAccessibleName(/^Old news/);
    const time = within(first!).getByRole('time');
    expect(new Date(time.getAttribute('dateTime')!).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await axeViolations()).toEqual([]);
  });

  it('should write a moment a notification names in the reader’s zone', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    try {
      renderBell(warned);
      await userEvent.click(await bell(1));
      const [warning] = await within(panel()).findAllByRole('link');
      expect(warning).toHaveTextContent(
        'Submit your work for "Cook a family recipe" by Dec 8, 2099, 3:29 AM, or your slot goes back to the task.',
      );
      expect(warning).not.toHaveTextContent('UTC');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('should be refused another user’s notifications by the rules', async () => {
    await expect(
      fetchCount(testFirestore(maya), countQueries.myUnreadNotifications(other.uid)),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('should mark a notification read when it is opened, under the rules, and go to its screen', async () => {
    const { currentUrl } = renderBell(reader);
    await userEvent.click(await bell(2));
    const [review] = await within(panel()).findAllByRole('link');
    await userEvent.click(review!);

    await waitFor(() => expect(currentUrl()).toBe('/dashboard/submissions'));
    await waitFor(async () =>
      expect((await getDoc(doc(owner, 'notifications', 'bell-r1'))).data()).toMatchObject({
        read: true,
      }),
    );
    expect((await getDoc(doc(owner, 'notifications', 'bell-r2'))).data()).toMatchObject({
      read: false,
    });
    expect(
      await fetchCount(testFirestore(reader), countQueries.myUnreadNotifications(reader.uid)),
    ).toBe(1);
  });

  it('should open a message’s thread on the Messages page of either app', async () => {
    for (const [who, url] of [
      [asker, '/dashboard/messages?thread=bell-thread-1'],
      [supporter, '/dashboard/admin/messages?thread=bell-thread-1'],
    ] as const) {
      const { currentUrl, unmount } = renderBell(who);
      await userEvent.click(await bell(1));
      const [message] = await within(panel()).findAllByRole('link');
      expect(message).toHaveAttribute('href', url);
      await userEvent.click(message!);
      await waitFor(() => expect(currentUrl()).toBe(url));
      unmount();
    }
  });

  it('should mark all the loaded unread notifications read', async () => {
    renderBell(allOfThem);
    await userEvent.click(await bell(3));
    await within(panel()).findByText('Review 0');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Mark all as read' }));

    await bell();
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    // Nothing left to mark: the action goes, and the focus it had moves to the panel's heading.
    await waitFor(() =>
      expect(
        within(panel()).queryByRole('button', { name: 'Mark all as read' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(panel()).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
    expect(items().filter((a) => a.hasAttribute('data-unread'))).toEqual([]);
    for (let i = 0; i < 3; i++)
      expect((await getDoc(doc(owner, 'notifications', `bell-a${i}`))).data()).toMatchObject({
        read: true,
      });
    expect(
      await fetchCount(testFirestore(allOfThem), countQueries.myUnreadNotifications(allOfThem.uid)),
    ).toBe(0);
  });

  it('should say so when the rules refuse marking them read', async () => {
    renderBell(refused);
    await userEvent.click(await bell(1));
    await within(panel()).findByText('Refused review');
    // Suspended meanwhile: the rules let only an active owner change `read`.
    await setDoc(doc(owner, 'users', refused.uid), {
      name: refused.uid,
      email: `${refused.uid}@example.com`,
      role: 'creator',
      status: 'suspended',
      created_at: minutesAgo(10_000),
    });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText(messages.failedMarkNotificationsRead)).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('1');
    expect((await getDoc(doc(owner, 'notifications', 'bell-x1'))).data()).toMatchObject({
      read: false,
    });
  });

  it('should show the latest 20 and load more with the cursor', async () => {
    renderBell(many);
    await userEvent.click(await bell(3));
    await within(panel()).findByText(`Numbered ${PAGE_SIZE + 4}`);
    expect(items()).toHaveLength(PAGE_SIZE);
    await userEvent.click(within(panel()).getByRole('button', { name: 'Load more' }));
    await within(panel()).findByText('Numbered 0');
    expect(items()).toHaveLength(PAGE_SIZE + 5);
    expect(new Set(items().map((a) => a.textContent)).size).toBe(PAGE_SIZE + 5);
    expect(within(panel()).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('should say so when there are none', async () => {
    renderBell(empty);
    await userEvent.click(await bell());
    expect(await within(panel()).findByText(messages.noNotifications)).toBeInTheDocument();
    expect(
      within(panel()).queryByRole('button', { name: 'Mark all as read' }),
    ).not.toBeInTheDocument();
  });

  it('should show the failure with Retry, and load on retry', async () => {
    renderBell(broken);
    await userEvent.click(await bell(1));
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent(messages.failedLoadNotifications);
    await setDoc(
      doc(owner, 'notifications', 'bell-b1'),
      notification(broken.uid, { title: 'Repaired' }),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(panel()).findByText('Repaired')).toBeInTheDocument();
  });

  it('should refresh the count when the window gets focus', async () => {
    const late = creator('bell-late');
    await setDoc(doc(owner, 'users', late.uid), {
      name: late.uid,
      email: `${late.uid}@example.com`,
      role: 'creator',
      status: 'active',
      created_at: minutesAgo(10),
    });
    const { queryClient } = renderBell(late);
    await bell();
    // The first count (0) has been read; the badge has nothing to show yet.
    await waitFor(() =>
      expect(queryClient.getQueryState(notificationKeys.unreadCount(late.uid))?.status).toBe(
        'success',
      ),
    );
    await setDoc(doc(owner, 'notifications', 'bell-late-1'), notification(late.uid));
    fireEvent.focus(window);
    expect(await bell(1)).toBeInTheDocument();
  });

  it('should work from the keyboard: open, move, close back to the bell, open an item', async () => {
    const { currentUrl } = renderBell(keyboard);
    const button = await bell(2);
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(panel()).toHaveFocus();
    await within(panel()).findByText('Second');
    const [first, second] = items();
    await userEvent.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await within(panel()).findByText('Second');
    await userEvent.keyboard('{End}');
    expect(items()[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/payments'));
    await waitFor(async () =>
      expect((await getDoc(doc(owner, 'notifications', 'bell-k2'))).data()).toMatchObject({
        read: true,
      }),
    );
  });
});
