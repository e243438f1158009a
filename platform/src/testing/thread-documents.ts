// Seeds for the Messages screen tests of both apps, written as the owner (rules bypassed).
import { Timestamp, doc, setDoc } from 'firebase/firestore/lite';
import type { Role } from '@groundtruth/domain/constants';
import { threadMessagesPath } from '@groundtruth/domain/thread-queries';
import type { Thread, ThreadMessage } from '@groundtruth/domain/threads';
import { testFirestore } from './emulator-client';

export const owner = testFirestore('owner');
export const minutesAgo = (m: number) => Timestamp.fromMillis(Date.now() - m * 60_000);

export async function seedUser(uid: string, role: Role = 'creator') {
  await setDoc(doc(owner, 'users', uid), {
    name: uid,
    email: `${uid}@example.com`,
    role,
    status: 'active',
    created_at: minutesAgo(10_000),
  });
}

/** A conversation of `creatorId`'s, waiting for staff since it started, read by both sides. */
export function thread(creatorId: string, over: Partial<Thread> = {}): Thread {
  return {
    creator_id: creatorId,
    creator_name: `Name of ${creatorId}`,
    kind: 'conversation',
    subject: 'A question',
    submission_id: null,
    task_id: null,
    task_title: null,
    status: 'open',
    started_by: 'creator',
    created_at: minutesAgo(120),
    last_message_at: minutesAgo(120),
    last_message_preview: 'Hello',
    waiting_for: 'staff',
    waiting_since: minutesAgo(120),
    unread_creator: 0,
    unread_staff: 0,
    message_count: 1,
    ...over,
  };
}

export function message(over: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    author_id: 'someone',
    author_role: 'creator',
    author_name: 'Someone',
    text: 'Hello',
    created_at: minutesAgo(60),
    ...over,
  };
}

export async function putThread(id: string, data: Thread, messages: Record<string, ThreadMessage>) {
  await setDoc(doc(owner, 'threads', id), data);
  for (const [messageId, m] of Object.entries(messages))
    await setDoc(doc(owner, threadMessagesPath(id), messageId), m);
}
