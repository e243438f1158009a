/**
 * The notice of a new message to the side that did not write it (docs/product.md, Messages): the
 * bell, and an e-mail where the recipient wants one (notify honours notify_email and the
 * unsubscribe that clears it). Staff's message tells the thread's creator. A creator's message
 * tells the staff member who last answered the thread (while still active staff), or, while
 * nobody has, every active support user (admins where there is no support) — a bounded few. Staff have no creator
 * profile, so they are told in the bell only.
 *
 * Each notice's id carries the message and the recipient, so two messages are two notices and a
 * retried post is still one.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { threadMessages as words } from '@groundtruth/domain/thread-messages';
import { threadLink } from '@groundtruth/domain/thread-links';
import { threadQueries } from '@groundtruth/domain/thread-queries';
import type { Thread, ThreadSide } from '@groundtruth/domain/threads';
import { notify, readRecipient, type Recipient } from '../mail/notify';
import type { MailWords } from '@groundtruth/domain/mail-words';
import { adminQuery } from '../repos/base';
import { users } from '../repos/users';
import { previewOf } from './thread-turn';

/** Whom a message by `side` in `thread` tells; read among the transaction's reads. */
export async function readOtherSide(
  tx: Transaction,
  thread: Pick<Thread, 'creator_id' | 'answered_by'>,
  side: ThreadSide,
): Promise<Recipient[]> {
  if (side === 'staff') return [await readRecipient(tx, thread.creator_id)];
  if (thread.answered_by) {
    // Unless they have since left staff or been suspended: then support hears it, as if unanswered.
    const answerer = await users.get(tx, thread.answered_by);
    if (answerer?.status === 'active' && answerer.role !== 'creator')
      return [await readRecipient(tx, thread.answered_by)];
  }
  let staff = await users.query(tx, adminQuery(threadQueries.activeStaffOf('support')));
  if (staff.length === 0)
    staff = await users.query(tx, adminQuery(threadQueries.activeStaffOf('admin')));
  return Promise.all(staff.map((member) => readRecipient(tx, member.id)));
}

/** What the notice says and where it leads. */
export interface NewMessageNotice {
  threadId: string;
  messageId: string;
  subject: string;
  text: string;
  /** Who wrote, and for which side. */
  authorName: string;
  side: ThreadSide;
}

/** Adds a notice of the message to `tx` for each recipient read by readOtherSide. */
export function tellOtherSide(
  tx: Transaction,
  recipients: readonly Recipient[],
  notice: NewMessageNotice,
): void {
  const toCreator = notice.side === 'staff';
  for (const recipient of recipients) {
    notify(
      tx,
      {
        userId: recipient.userId,
        kind: 'message_received',
        entityId: notice.threadId,
        occurrence: `${notice.messageId}_${recipient.userId}`,
        title: toCreator
          ? words.messageFromSupportTitle
          : words.messageFromCreatorTitle(notice.authorName),
        body: words.messageNoticeBody(notice.subject, previewOf(notice.text)),
        // To a creator, in their language; the subject and the message as they were written.
        ...(toCreator && {
          inLanguage: (mail: MailWords) => ({
            title: mail.messageFromSupportTitle,
            body: mail.messageNoticeBody(notice.subject, previewOf(notice.text)),
          }),
        }),
        link: threadLink(toCreator ? 'creator' : 'staff', notice.threadId),
      },
      recipient,
    );
  }
}
