// The creator's Messages page against the emulator under the real rules: their threads latest
// first with unread counts (never another creator's), a thread's messages oldest first as plain
// text, a staff answer arriving live, the reply and the server's refusal in its words, Message
// support. The callables are Cloud Functions, not running here: `call` stands in for them (the
// journey calls the real ones).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteApp, getApp } from 'firebase/app';
import { doc, setDoc } from 'firebase/firestore/lite';
import { paths } from '@groundtruth/domain/paths';
import { threadMessagesPath } from '@groundtruth/domain/thread-queries';
import { threadMessages } from '@groundtruth/domain/thread-messages';
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
import { MessagesPage } from './messages-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));
// The thread listens with the full SDK, here connected to the suite's emulator as Mia.
vi.mock('@groundtruth/firebase-web/live', async () => {
  const sdk = await import('firebase/firestore');
  const { initializeApp } = await import('firebase/app');
  const { inject } = await import('vitest');
  const { TEST_PROJECT: projectId } = await import('@groundtruth/platform/testing/emulator-client');
  const app = initializeApp({ projectId, apiKey: 'demo-key' }, 'creator-messages');
  const db = sdk.getFirestore(app);
  const [host, port] = inject('firestoreHost').split(':');
  sdk.connectFirestoreEmulator(db, host!, Number(port), {
    mockUserToken: { sub: 'msg-mia', user_id: 'msg-mia', role: 'creator' },
  });
  return { liveFirestore: async () => ({ db, sdk }), liveDelay: () => 0 };
});

const mia = { uid: 'msg-mia', role: 'creator' as const };
const HTML = '<b>bold</b> <img src=x onerror=alert(1)> see https://example.com/a?b=1';
const LONG_WORD = 'a'.repeat(300);

beforeAll(async () => {
  await seedUser(mia.uid);
  await seedUser('msg-other');
  await putThread(
    'msg-review',
    thread(mia.uid, {
      subject: 'About my submission to Kitchen tour',
      submission_id: 'sub-1',
      task_id: 'task-1',
      task_title: 'Kitchen tour',
      last_message_at: minutesAgo(5),
      waiting_for: 'creator',
      unread_creator: 2,
      message_count: 3,
    }),
    {
      m1: message({
        author_id: mia.uid,
        author_name: 'Mia',
        text: `Why was it sent back?\n\n  ${HTML}`,
        created_at: minutesAgo(30),
      }),
      m2: message({
        author_id: 'msg-sam',
        author_role: 'support',
        author_name: 'Sam Support',
        text: LONG_WORD,
        created_at: minutesAgo(10),
      }),
      m3: message({
        author_id: 'msg-sam',
        author_role: 'support',
        author_name: 'Sam Support',
        text: 'The light was too low.',
        created_at: minutesAgo(5),
      }),
    },
  );
  await putThread(
    'announcements_msg-mia',
    thread(mia.uid, {
      kind: 'announcements',
      subject: 'Announcements',
      started_by: 'staff',
      last_message_at: minutesAgo(60),
    }),
    {
      a1: message({
        author_id: 'msg-avery',
        author_role: 'admin',
        author_name: 'Avery Admin',
        text: 'Three new city tasks are open.',
        announcement_id: 'ann_msg-week',
        announcement_subject: 'New tasks this week',
      }),
    },
  );
  await putThread(
    'msg-older',
    thread(mia.uid, { subject: 'Payout question', last_message_at: minutesAgo(600) }),
    { o1: message({ author_id: mia.uid, text: 'When is my payout?' }) },
  );
  // The thread the live test writes an answer into, so the others' threads stay as seeded.
  await putThread(
    'msg-live',
    thread(mia.uid, { subject: 'Lighting tips', last_message_at: minutesAgo(900) }),
    { l1: message({ author_id: mia.uid, text: 'Any tips for low light?' }) },
  );
  await putThread('msg-not-hers', thread('msg-other', { subject: 'Someone else’s' }), {
    x1: message(),
  });
});

afterAll(async () => {
  await closeTestClients();
  await deleteApp(getApp('creator-messages'));
});

beforeEach(() => {
  vi.mocked(call).mockReset();
  vi.mocked(call).mockResolvedValue({ changed: true });
  actAs(mia);
});

const user = userEvent.setup();

function renderMessages(url: string = paths.messages) {
  return renderScreen(<MessagesPage />, { user: mia, path: paths.messages, url });
}

describe('the creator’s Messages page', () => {
  it('should list their own threads, latest message first, with the unread count and the task', async () => {
    renderMessages();
    const list = await screen.findByRole('list', { name: 'Your conversations' });
    const items = within(list).getAllByRole('link');
    expect(items.map((a) => a.querySelector('span')?.textContent)).toEqual([
      expect.stringContaining('About my submission to Kitchen tour'),
      expect.stringContaining('Announcements'),
      expect.stringContaining('Payout question'),
      expect.stringContaining('Lighting tips'),
    ]);
    expect(items[0]).toHaveTextContent('Submission: Kitchen tour');
    expect(items[0]).toHaveAccessibleName(expect.stringContaining(words.unreadMessages(2)));
    expect(items[0]).toHaveAttribute('href', '/dashboard/messages?thread=msg-review');
    expect(screen.queryByText('Someone else’s')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('should show a thread oldest first as plain text and mark it read', async () => {
    renderMessages('/dashboard/messages?thread=msg-review');
    const thread = await screen.findByRole('list', {
      name: 'Messages of About my submission to Kitchen tour',
    });
    const items = within(thread).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Why was it sent back?');
    expect(items[2]).toHaveTextContent('The light was too low.');
    // The HTML is its characters: no element made from it, the link not a link.
    const text = within(items[0]!).getByText(/Why was it sent back/);
    expect(text.textContent).toBe(`Why was it sent back?\n\n  ${HTML}`);
    expect(text.children).toHaveLength(0);
    expect(thread.querySelector('b, img, a')).toBeNull();
    expect(within(items[1]!).getByText(LONG_WORD)).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Sam Support');
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'markThreadRead' }), {
        threadId: 'msg-review',
      }),
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('should show a staff answer as it arrives, without a reload', async () => {
    renderMessages('/dashboard/messages?thread=msg-live');
    await screen.findByText('Any tips for low light?');
    await setDoc(
      doc(owner, threadMessagesPath('msg-live'), 'live-1'),
      message({
        author_id: 'msg-sam',
        author_role: 'support',
        author_name: 'Sam Support',
        text: 'Try again by the window.',
        created_at: minutesAgo(0),
      }),
    );
    expect(
      await screen.findByText('Try again by the window.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('should send a reply and clear the box, counting characters as it is typed', async () => {
    vi.mocked(call).mockImplementation(async (entry) =>
      (entry as { name: string }).name === 'postMessage'
        ? { messageId: 'm_x', created: true }
        : { changed: true },
    );
    renderMessages('/dashboard/messages?thread=msg-review');
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    await user.type(box, '  Thanks!  ');
    expect(screen.getByText(words.charactersUsed(11, 5000))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'postMessage' }), {
        threadId: 'msg-review',
        text: 'Thanks!',
        requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,}$/),
      }),
    );
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('should show the server’s refusal in its own words and keep the text', async () => {
    const wait = threadMessages.sendingTooQuickly(2);
    vi.mocked(call).mockImplementation(async (entry) => {
      if ((entry as { name: string }).name !== 'postMessage') return { changed: true };
      throw Object.assign(new Error(`${wait} [429]`), { code: 'functions/resource-exhausted' });
    });
    renderMessages('/dashboard/messages?thread=msg-review');
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    await user.type(box, 'One more thing');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(wait)).toBeVisible();
    expect(box).toHaveValue('One more thing');
    expect(box).toHaveAccessibleDescription(expect.stringContaining(wait));
  });

  it('should refuse an empty reply without calling the server', async () => {
    renderMessages('/dashboard/messages?thread=msg-review');
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Reply is required')).toBeVisible();
    expect(call).not.toHaveBeenCalledWith(
      expect.objectContaining({ name: 'postMessage' }),
      expect.anything(),
    );
  });

  it('should show announcements without a reply box, and another’s thread as not theirs', async () => {
    const { unmount } = renderMessages('/dashboard/messages?thread=announcements_msg-mia');
    expect(await screen.findByText('Three new city tasks are open.')).toBeVisible();
    expect(screen.getByText(words.announcementsReadOnly)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).toBeNull();
    unmount();

    renderMessages('/dashboard/messages?thread=msg-not-hers');
    expect(await screen.findByText(words.threadUnavailable)).toBeVisible();
  });

  it('should show each announcement’s subject above its text', async () => {
    renderMessages('/dashboard/messages?thread=announcements_msg-mia');
    const list = await screen.findByRole('list', { name: 'Messages of Announcements' });
    const [announcement] = within(list).getAllByRole('listitem');
    expect(
      within(announcement!).getByRole('heading', { name: 'New tasks this week' }),
    ).toBeVisible();
    expect(announcement).toHaveTextContent('Three new city tasks are open.');
    expect(await axeViolations()).toEqual([]);
  });

  it('should start a conversation with support and open it', async () => {
    vi.mocked(call).mockImplementation(async (entry) =>
      (entry as { name: string }).name === 'startThread'
        ? { threadId: 'msg-older', created: true }
        : { changed: true },
    );
    const { currentUrl } = renderMessages();
    await user.click(await screen.findByRole('button', { name: 'Message support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message support' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Payout question');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'When?');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'startThread' }), {
        subject: 'Payout question',
        text: 'When?',
        requestId: expect.any(String),
      }),
    );
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/messages?thread=msg-older'));
    expect(await screen.findByText('When is my payout?')).toBeVisible();
  });

  it('should keep a message to support closed unsent, and clear it once sent', async () => {
    vi.mocked(call).mockImplementation(async (entry) =>
      (entry as { name: string }).name === 'startThread'
        ? { threadId: 'msg-live', created: true }
        : { changed: true },
    );
    const { currentUrl } = renderMessages();
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: 'Message support' }));
      return within(await screen.findByRole('dialog', { name: 'Message support' }));
    };
    let dialog = await open();
    await user.type(dialog.getByRole('textbox', { name: 'Subject' }), 'Lighting again');
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Is a lamp allowed?');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await open();
    expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Lighting again');
    expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('Is a lamp allowed?');
    expect(await axeViolations()).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/messages?thread=msg-live'));

    dialog = await open();
    expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });
});
