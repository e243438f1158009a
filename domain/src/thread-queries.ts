/**
 * The conversation lists the screens read (threads.ts), as query specs beside the others
 * (queries.ts): bounded, ordered, and a creator's carrying creator_id == uid, the constraint the
 * rules check (rules are not filters). Each has its index in firestore.indexes.json.
 */
import { collections } from './collections';
import { listQuery, type SubcollectionPath } from './query-spec';

/** Messages one thread shows: its latest this many (a thread rarely has more). */
export const THREAD_MESSAGES_PAGE = 100;

/** Most staff members one creator's message tells (the first that an unanswered thread reaches). */
export const STAFF_NOTICE_LIMIT = 20;

/** `threads/{threadId}/messages`: the messages of one thread. */
export function threadMessagesPath(threadId: string): SubcollectionPath {
  return `${collections.threads}/${threadId}/messages`;
}

export const threadQueries = {
  /** /dashboard/messages: the creator's threads (announcements included), latest message first. */
  myThreads: (userId: string) =>
    listQuery(collections.threads, [['creator_id', '==', userId]], [['last_message_at', 'desc']]),
  /** /dashboard/admin/messages: open conversations, the one waiting longest first. */
  openConversations: () =>
    listQuery(
      collections.threads,
      [
        ['status', '==', 'open'],
        ['kind', '==', 'conversation'],
      ],
      [['waiting_since', 'asc']],
    ),
  /** /dashboard/admin/messages, "Waiting for us": open conversations whose turn is staff's. */
  conversationsWaitingForStaff: () =>
    listQuery(
      collections.threads,
      [
        ['status', '==', 'open'],
        ['kind', '==', 'conversation'],
        ['waiting_for', '==', 'staff'],
      ],
      [['waiting_since', 'asc']],
    ),
  /**
   * Functions: the active staff of `role` told of a creator's message in a thread no staff
   * member has answered yet (support, or admins where there is no support), a bounded few.
   */
  activeStaffOf: (role: 'support' | 'admin') =>
    listQuery(
      collections.users,
      [
        ['role', '==', role],
        ['status', '==', 'active'],
      ],
      [],
      STAFF_NOTICE_LIMIT,
    ),
  /**
   * A person's own data (export and deletion): every thread with the creator, a page at a time.
   * Keyed by creator_id, not user_id, so ownDataQueries.owned does not find them.
   */
  threadsOfCreator: (creatorId: string, pageSize: number) =>
    listQuery(collections.threads, [['creator_id', '==', creatorId]], [], pageSize),
  /** Every message of one thread, oldest first, a page at a time (export and deletion). */
  allThreadMessages: (threadId: string, pageSize: number) =>
    listQuery(threadMessagesPath(threadId), [], [['created_at', 'asc']], pageSize),
  /**
   * One thread's latest messages, newest first (the screen shows them oldest first); the creator
   * reads their own thread's, staff any.
   */
  threadMessages: (threadId: string) =>
    listQuery(threadMessagesPath(threadId), [], [['created_at', 'desc']], THREAD_MESSAGES_PAGE),
} as const;
