/**
 * What a new message changes, shared by startThread and postMessage: the message itself, and the
 * thread's last message, whose turn it is and since when, its count and the other side's unread
 * count. Computed from the thread as read in the transaction, so concurrent posts queue on the
 * thread document and each count moves exactly once per message.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import type { Role } from '@groundtruth/domain/constants';
import type { Thread, ThreadMessage, ThreadSide } from '@groundtruth/domain/threads';
import type { Caller } from '../core/caller';
import type { DocData } from '../repos/base';

/** Characters of a message shown in lists and notices. */
const PREVIEW_LENGTH = 140;

/** The side a role writes for: creators, or staff (support and admins alike). */
export function sideOf(role: Role): ThreadSide {
  return role === 'creator' ? 'creator' : 'staff';
}

/** The side that did not write. */
export function otherSide(side: ThreadSide): ThreadSide {
  return side === 'creator' ? 'staff' : 'creator';
}

/** The first words of `text` on one line, for lists and notices. */
export function previewOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= PREVIEW_LENGTH ? line : `${line.slice(0, PREVIEW_LENGTH - 1)}…`;
}

/** The message `author` writes at `now`. Text is stored as given (plain text, never markup). */
export function messageOf(author: Caller, text: string, now: Timestamp): DocData<ThreadMessage> {
  return {
    author_id: author.uid,
    author_role: author.role,
    author_name: author.name,
    text,
    created_at: now,
  };
}

type TurnFields = Pick<
  DocData<Thread>,
  | 'status'
  | 'last_message_at'
  | 'last_message_preview'
  | 'waiting_for'
  | 'unread_creator'
  | 'unread_staff'
  | 'message_count'
  | 'answered_by'
> & { waiting_since?: Timestamp };

/**
 * The thread's fields after `author` wrote `text` at `now`, given the thread before (null: the
 * message starts it). The thread is open again, waits for the other side — since now if the turn
 * changed (left as it was otherwise) — and the other side has one more unread message.
 */
export function turnAfter(
  before: Thread | null,
  author: Caller,
  text: string,
  now: Timestamp,
): TurnFields {
  const side = sideOf(author.role);
  const waitingFor = otherSide(side);
  const sameTurn = before !== null && before.waiting_for === waitingFor;
  const unreadCreator = before?.unread_creator ?? 0;
  const unreadStaff = before?.unread_staff ?? 0;
  const answeredBy = side === 'staff' ? author.uid : before?.answered_by;
  return {
    status: 'open',
    last_message_at: now,
    last_message_preview: previewOf(text),
    waiting_for: waitingFor,
    ...(sameTurn ? {} : { waiting_since: now }),
    unread_creator: waitingFor === 'creator' ? unreadCreator + 1 : unreadCreator,
    unread_staff: waitingFor === 'staff' ? unreadStaff + 1 : unreadStaff,
    message_count: (before?.message_count ?? 0) + 1,
    ...(answeredBy ? { answered_by: answeredBy } : {}),
  };
}
