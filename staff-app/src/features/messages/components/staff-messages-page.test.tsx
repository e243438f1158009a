// Staff's Messages page against the emulator under the real rules: open conversations, those
// waiting for staff first and the longest waiting leading, then those waiting for the creator;
// a thread as plain text with reply and Close, and the submission it is about linked with its
// decision as it is now. The callables are Cloud Functions, not running
// here: `call` stands in for them (the journey calls the real ones).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@groundtruth/domain/paths';
import { threadScreenMessages as words } from '@groundtruth/domain/thread-screen-messages';
import { call } from '@groundtruth/firebase-web/functions';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { closeTestClients } from '@groundtruth/platform/testing/emulator-client';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import {
  message,
  minutesAgo,
  owner,
  putThread,
  seedUser,
  thread,
} from '@groundtruth/platform/testing/thread-documents';
import { seedSubmissions } from '../../../testing/submission-data';
import StaffMessagesPage from './staff-messages-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));
// No live SDK here: the thread polls, as a page open less than LIVE_AFTER_MS does.
vi.mock('@groundtruth/firebase-web/live', () => ({
  liveFirestore: () => Promise.reject(new Error('not in this test')),
  liveDelay: () => 0,
}));

const sam = { uid: 'smsg-sam', role: 'support' as const, name: 'Sam Support' };
const HTML = '<script>alert(1)</script><a href="https://evil.example">click</a>';

beforeAll(async () => {
  await seedUser(sam.uid, 'support');
  const waitingForStaff = (minutes: number, subject: string, creator: string) =>
    thread(creator, {
      subject,
      creator_name: creator === 'smsg-maya' ? 'Maya Chen' : 'Tomás Rivera',
      waiting_for: 'staff',
      waiting_since: minutesAgo(minutes),
      last_message_at: minutesAgo(minutes),
      unread_staff: 1,
    });
  await putThread(
    'smsg-newer',
    { ...waitingForStaff(30, 'Newer question', 'smsg-tomas'), task_title: 'Street sounds' },
    { n1: message({ author_id: 'smsg-tomas', author_name: 'Tomás Rivera', text: 'Hi' }) },
  );
  await putThread('smsg-oldest', waitingForStaff(300, 'Oldest question', 'smsg-maya'), {
    o1: message({
      author_id: 'smsg-maya',
      author_name: 'Maya Chen',
      text: HTML,
      created_at: minutesAgo(300),
    }),
  });
  await putThread(
    'smsg-answered',
    thread('smsg-maya', {
      subject: 'Answered long ago',
      creator_name: 'Maya Chen',
      waiting_for: 'creator',
      waiting_since: minutesAgo(1000),
    }),
    { a1: message() },
  );
  await putThread('smsg-closed', thread('smsg-maya', { subject: 'Closed one', status: 'closed' }), {
    c1: message(),
  });
  // Closed, so the open lists stay as the other tests expect; its header is the same.
  await seedSubmissions(owner, [
    {
      id: 'smsg-walk-sub',
      taskId: 'smsg-walk',
      taskTitle: 'Walk test',
      userId: 'smsg-maya',
      name: 'Maya Chen',
      status: 'rejected',
    },
  ]);
  await putThread(
    'smsg-walk',
    thread('smsg-maya', {
      subject: 'About my submission to Walk test',
      status: 'closed',
      submission_id: 'smsg-walk-sub',
      task_id: 'smsg-walk',
      task_title: 'Walk test',
    }),
    { w1: message({ author_id: 'smsg-maya', text: 'Why was my walk rejected?' }) },
  );
  await putThread(
    'announcements_smsg-maya',
    thread('smsg-maya', { kind: 'announcements', subject: 'Announcements' }),
    { x1: message() },
  );
});

afterAll(closeTestClients);

beforeEach(() => {
  vi.mocked(call).mockReset();
  vi.mocked(call).mockResolvedValue({ changed: true });
  actAs(sam);
});

const user = userEvent.setup();

function renderMessages(url: string = paths.adminMessages) {
  return renderScreen(<StaffMessagesPage />, { user: sam, path: paths.adminMessages, url });
}

describe('staff’s Messages page', () => {
  it('should list open conversations waiting for staff first, the longest waiting leading', async () => {
    renderMessages();
    const list = await screen.findByRole('list', { name: 'Open conversations' });
    const items = within(list).getAllByRole('link');
    expect(items.map((a) => a.querySelector('span')?.textContent)).toEqual([
      expect.stringContaining('Oldest question'),
      expect.stringContaining('Newer question'),
      expect.stringContaining('Answered long ago'),
    ]);
    expect(items[0]).toHaveTextContent('Maya Chen');
    expect(items[0]).toHaveTextContent(/Waiting since/);
    expect(items[1]).toHaveTextContent('Submission: Street sounds');
    expect(items[1]).toHaveAccessibleName(expect.stringContaining(words.unreadMessages(1)));
    expect(items[2]).toHaveTextContent(/waiting for the creator since/);
    expect(items[0]).toHaveAttribute('href', '/dashboard/admin/messages?thread=smsg-oldest');
    expect(await axeViolations()).toEqual([]);
  });

  it('should show a thread as plain text, mark it read, answer and close it', async () => {
    vi.mocked(call).mockImplementation(async (entry) =>
      (entry as { name: string }).name === 'postMessage'
        ? { messageId: 'm_x', created: true }
        : { changed: true },
    );
    renderMessages('/dashboard/admin/messages?thread=smsg-oldest');
    const messages = await screen.findByRole('list', { name: 'Messages of Oldest question' });
    expect(within(messages).getByText(HTML)).toBeVisible();
    expect(messages.querySelector('script, a')).toBeNull();
    expect(screen.getByText('With Maya Chen')).toBeVisible();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'markThreadRead' }), {
        threadId: 'smsg-oldest',
      }),
    );
    expect(await axeViolations()).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'We will look at it today.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'postMessage' }), {
        threadId: 'smsg-oldest',
        text: 'We will look at it today.',
        requestId: expect.any(String),
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Close conversation' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'closeThread' }), {
        threadId: 'smsg-oldest',
      }),
    );
    expect(await screen.findByText(words.threadClosed)).toBeVisible();
  });

  it('should show a closed thread without a reply box', async () => {
    renderMessages('/dashboard/admin/messages?thread=smsg-closed');
    expect(await screen.findByText(words.threadIsClosed)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close conversation' })).toBeNull();
  });

  it('should link the submission a thread is about to Review Submissions, with its decision', async () => {
    renderMessages('/dashboard/admin/messages?thread=smsg-walk');
    const heading = await screen.findByRole('heading', {
      name: 'About my submission to Walk test',
    });
    const header = within(heading.closest('header')!);
    expect(header.getByRole('link', { name: 'Walk test' })).toHaveAttribute(
      'href',
      '/dashboard/admin/submissions?submission=smsg-walk-sub',
    );
    expect(await header.findByText('Rejected')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
