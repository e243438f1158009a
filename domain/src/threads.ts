/**
 * Conversations between a creator and staff (docs/product.md, Messages): `threads/{id}` with its
 * messages in `threads/{id}/messages/{id}`. Only functions write them (startThread, postMessage,
 * closeThread, markThreadRead, and the announcement job); a creator reads their own threads, staff
 * read all. Text is plain: screens render it as text, links included, never as HTML.
 *
 * Each side keeps its own unread count, raised in the transaction that adds a message, so the
 * count stays exact under concurrent posts. `waiting_for` and `waiting_since` say whose turn it is
 * and since when, for the staff's "oldest waiting first".
 */
import { z } from './zod';
import { documentId } from './ids';
import { roles } from './constants';
import { timestampSchema } from './timestamp';

/** Longest message, in characters (5,001 is refused). */
export const MESSAGE_TEXT_MAX = 5000;
/** Longest subject, in characters. */
export const THREAD_SUBJECT_MAX = 200;

export const threadStatuses = ['open', 'closed'] as const;
export type ThreadStatus = (typeof threadStatuses)[number];
/** A conversation, or the one thread per creator that announcements are written into. */
export const threadKinds = ['conversation', 'announcements'] as const;
export type ThreadKind = (typeof threadKinds)[number];
/** Who answers next: a creator's message waits for staff, a staff message for the creator. */
export const threadSides = ['creator', 'staff'] as const;
export type ThreadSide = (typeof threadSides)[number];

/** The id of `creatorId`'s announcements thread: one per creator, so the job can write it blind. */
export function announcementsThreadId(creatorId: string): string {
  return `announcements_${creatorId}`;
}

/** The id of a message posted under `requestId`: a retried or doubled post writes one message. */
export function threadMessageId(requestId: string): string {
  return `m_${requestId}`;
}

/** threads/{id} */
export const threadSchema = z.object({
  creator_id: z.string().min(1),
  /** The creator's name when the thread started (staff's list shows it). */
  creator_name: z.string(),
  kind: z.enum(threadKinds),
  subject: z.string().min(1),
  submission_id: z.string().nullable(),
  task_id: z.string().nullable(),
  /** The task's title, copied so lists name the submission without another read. */
  task_title: z.string().nullable(),
  status: z.enum(threadStatuses),
  started_by: z.enum(threadSides),
  created_at: timestampSchema,
  last_message_at: timestampSchema,
  /** The first words of the last message, for lists. */
  last_message_preview: z.string(),
  waiting_for: z.enum(threadSides),
  /** When the side in `waiting_for` was first written to and has not answered since. */
  waiting_since: timestampSchema,
  /** Messages the creator has not read. */
  unread_creator: z.number().int().nonnegative(),
  /** Messages staff have not read. */
  unread_staff: z.number().int().nonnegative(),
  message_count: z.number().int().nonnegative(),
  /**
   * The staff member who wrote last, told of the creator's next message (absent until staff
   * write; a creator's message before then tells every active support user).
   */
  answered_by: z.string().optional(),
});
export type Thread = z.infer<typeof threadSchema>;

/** threads/{id}/messages/{id} */
export const threadMessageSchema = z.object({
  author_id: z.string().min(1),
  author_role: z.enum(roles),
  author_name: z.string(),
  text: z.string().min(1).max(MESSAGE_TEXT_MAX),
  created_at: timestampSchema,
  /** The announcement this message delivers; absent for a conversation's message. */
  announcement_id: z.string().optional(),
  /**
   * That announcement's subject, shown above its text: every announcement lands in the one
   * announcements thread, whose own subject names none of them.
   */
  announcement_subject: z.string().optional(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** A request id: what makes a retry or a double click one message or one thread. */
const requestId = z
  .string()
  .trim()
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" or "_"');

export const messageText = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(MESSAGE_TEXT_MAX, `must be at most ${MESSAGE_TEXT_MAX.toLocaleString('en-US')} characters`);

/**
 * startThread: a creator starts one about their submission ("Ask about this review") or with
 * support (no submission, no creatorId); staff start one with a creator (creatorId required),
 * optionally about one of their submissions. The thread's id comes from the requestId.
 */
export const startThreadInput = z.strictObject({
  subject: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(THREAD_SUBJECT_MAX, `must be at most ${THREAD_SUBJECT_MAX} characters`),
  text: messageText,
  submissionId: documentId.optional(),
  /** Staff only: whom the thread is with. */
  creatorId: documentId.optional(),
  requestId,
});
export type StartThreadInput = z.infer<typeof startThreadInput>;

export const postMessageInput = z.strictObject({
  threadId: documentId,
  text: messageText,
  requestId,
});
export type PostMessageInput = z.infer<typeof postMessageInput>;

export const closeThreadInput = z.strictObject({ threadId: documentId });
export const markThreadReadInput = z.strictObject({ threadId: documentId });
