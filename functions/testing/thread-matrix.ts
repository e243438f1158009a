/**
 * The rules matrix's rows for conversations (threads and their messages), announcements and
 * task_alerts, and the documents they read: each creator's thread with one message, an
 * announcement, a task's alert record. Seeded with firebase-admin, which the rules do not bind.
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { buildQuery, type ListQuery } from '@groundtruth/domain/query-spec';
import { threadQueries } from '@groundtruth/domain/thread-queries';
import { admin } from './clients';
import { ownerFor, uids, type Identity, type MatrixRow } from './matrix';

type Row = MatrixRow<(db: Firestore, who: Identity) => Promise<unknown>>;

/** The seeded thread of `owner` (creator, other creator, suspended creator). */
export function matrixThreadId(owner: string): string {
  return `mx-thread-${owner}`;
}

/** Seeds a thread with one message per creator, an announcement and a task alert. */
export async function seedThreadMatrix(): Promise<void> {
  const db = admin.db();
  const batch = db.batch();
  const now = Timestamp.now();
  for (const uid of [uids.creator, uids.otherCreator, uids.suspended]) {
    const threadId = matrixThreadId(uid);
    batch.set(db.doc(`threads/${threadId}`), {
      creator_id: uid,
      creator_name: uid,
      kind: 'conversation',
      subject: 'About my submission',
      submission_id: `sub-${uid}`,
      task_id: 'mx-published',
      task_title: 'Published',
      status: 'open',
      started_by: 'creator',
      created_at: now,
      last_message_at: now,
      last_message_preview: 'What does the review mean?',
      waiting_for: 'staff',
      waiting_since: now,
      unread_creator: 0,
      unread_staff: 1,
      message_count: 1,
    });
    batch.set(db.doc(`threads/${threadId}/messages/m_seed`), {
      author_id: uid,
      author_role: 'creator',
      author_name: uid,
      text: 'What does the review mean?',
      created_at: now,
    });
  }
  batch.set(db.doc('announcements/mx-announcement'), {
    subject: 'Welcome',
    text: 'Hello',
    status: 'sent',
    created_at: now,
  });
  batch.set(db.doc('task_alerts/mx-published'), { task_id: 'mx-published', created_at: now });
  await batch.commit();
}

const staff = ['support', 'admin'] as const;
const ownerOrStaff = ['creator', ...staff] as const;
const nobody = [] as const;

/** A screen's query spec, run as the screen runs it. */
function runSpec(db: Firestore, spec: ListQuery) {
  return getDocs(
    buildQuery<Query, never>(spec, {
      collection: (name) => collection(db, name),
      where: (q, field, op, value) => query(q, where(field, op, value)),
      orderBy: (q, field, direction) => query(q, orderBy(field, direction)),
      limit: (q, n) => query(q, limit(n)),
    }),
  );
}

/** The target's thread: the creator's own, someone else's for the other creator. */
const threadOf = (who: Identity) => matrixThreadId(ownerFor(who));

/**
 * The rows, given the matrix's shared "no client writes" rows (create, update, delete of
 * `name`/`target(who)`).
 */
export function threadMatrix(
  noClientWrites: (name: string, target: (who: Identity) => string) => Row[],
): Record<string, Row[]> {
  return {
    threads: [
      {
        op: 'get',
        run: (db, who) => getDoc(doc(db, 'threads', threadOf(who))),
        allow: ownerOrStaff,
      },
      {
        op: 'list where creator_id == target, latest first (myThreads)',
        run: (db, who) => runSpec(db, threadQueries.myThreads(ownerFor(who))),
        allow: ownerOrStaff,
      },
      {
        op: 'list open conversations, oldest waiting first (openConversations)',
        run: (db) => runSpec(db, threadQueries.openConversations()),
        allow: staff,
      },
      {
        op: 'list conversations waiting for staff (conversationsWaitingForStaff)',
        run: (db) => runSpec(db, threadQueries.conversationsWaitingForStaff()),
        allow: staff,
      },
      {
        op: 'list all',
        run: (db) => getDocs(query(collection(db, 'threads'), limit(20))),
        allow: staff,
      },
      ...noClientWrites('threads', threadOf),
    ],
    thread_messages: [
      {
        op: "get a message of the target's thread",
        run: (db, who) => getDoc(doc(db, 'threads', threadOf(who), 'messages', 'm_seed')),
        allow: ownerOrStaff,
      },
      {
        op: "list the target's thread's messages, oldest first (threadMessages)",
        run: (db, who) => runSpec(db, threadQueries.threadMessages(threadOf(who))),
        allow: ownerOrStaff,
      },
      {
        op: 'list the messages of a thread that does not exist',
        run: (db) => getDocs(query(collection(db, 'threads', 'mx-missing', 'messages'), limit(20))),
        allow: staff,
      },
      // Nobody writes a message, not even into their own thread: postMessage does.
      ...noClientWrites(`threads/${matrixThreadId(uids.creator)}/messages`, () => 'm_seed'),
    ],
    announcements: [
      {
        op: 'get',
        run: (db) => getDoc(doc(db, 'announcements', 'mx-announcement')),
        allow: staff,
      },
      {
        op: 'list all',
        run: (db) => getDocs(query(collection(db, 'announcements'), limit(20))),
        allow: staff,
      },
      ...noClientWrites('announcements', () => 'mx-announcement'),
    ],
    task_alerts: [
      { op: 'get', run: (db) => getDoc(doc(db, 'task_alerts', 'mx-published')), allow: nobody },
      {
        op: 'list all',
        run: (db) => getDocs(query(collection(db, 'task_alerts'), limit(20))),
        allow: nobody,
      },
      ...noClientWrites('task_alerts', () => 'mx-published'),
    ],
  };
}
