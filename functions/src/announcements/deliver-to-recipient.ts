/**
 * One recipient of an announcement, in one transaction: their announcements thread
 * (`threads/announcements_{uid}`, created on their first announcement), the message
 * `threads/…/messages/{announcementId}`, the thread's counts, a delivery record, and the bell
 * notification with its e-mail through notify() (the creator's e-mail preference, and so an
 * unsubscribe, decides the e-mail).
 *
 * Every id comes from the announcement and the uid, and the message is read first: when it exists
 * the recipient was reached by an earlier run (or a run going on at the same time) and nothing is
 * written, so a job stopped half-way and run again raises no count twice and re-sends no e-mail
 * (a second `set` of the mail document would queue it again).
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { announcementMessages } from '@groundtruth/domain/announcement-messages';
import type { Announcement } from '@groundtruth/domain/announcements';
import { collections } from '@groundtruth/domain/collections';
import { userSchema } from '@groundtruth/domain/entities';
import { paths } from '@groundtruth/domain/paths';
import { announcementsThreadId, threadSchema } from '@groundtruth/domain/threads';
import type { WithId } from '@groundtruth/domain/converter';
import { db } from '../core/app';
import { transaction } from '../core/callable';
import { notify, readRecipient } from '../mail/notify';
import { deliveries } from '../repos/announcements';
import { users } from '../repos/users';

/** Characters of a message lists show under the thread's subject. */
const PREVIEW_CHARACTERS = 140;

/** The first words of `text`, for the thread's last_message_preview. */
function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= PREVIEW_CHARACTERS ? flat : `${flat.slice(0, PREVIEW_CHARACTERS - 1)}…`;
}

/**
 * Delivers `announcement` to `uid`; true when it was new to them, false when they had it already
 * or are no longer an active creator (deleted and suspended accounts are skipped).
 */
export function deliverToRecipient(
  announcement: WithId<Announcement>,
  uid: string,
): Promise<boolean> {
  const threadRef = db().collection(collections.threads).doc(announcementsThreadId(uid));
  const messageRef = threadRef.collection('messages').doc(announcement.id);
  return transaction(async (tx) => {
    const [userSnap, recipient, threadSnap, messageSnap] = await Promise.all([
      tx.get(users.ref(uid)),
      readRecipient(tx, uid),
      tx.get(threadRef),
      tx.get(messageRef),
    ]);
    if (messageSnap.exists) return false;
    // Read leniently: one malformed account is skipped, never a page held back for ever.
    const parsed = userSchema.safeParse(userSnap.data());
    const user = parsed.success ? parsed.data : null;
    if (!user || user.role !== 'creator' || user.status !== 'active') return false;

    // One instant for the message and the thread's times.
    const now = Timestamp.now();
    const preview = previewOf(announcement.text);
    const thread = threadSnap.exists ? threadSchema.safeParse(threadSnap.data()) : null;
    if (thread?.success) {
      tx.update(threadRef, {
        status: 'open',
        last_message_at: now,
        last_message_preview: preview,
        // Already waiting for the creator: since the first message they have not answered.
        waiting_since: thread.data.waiting_for === 'creator' ? thread.data.waiting_since : now,
        waiting_for: 'creator',
        unread_creator: FieldValue.increment(1),
        message_count: FieldValue.increment(1),
      });
    } else {
      tx.set(threadRef, {
        creator_id: uid,
        creator_name: user.name,
        kind: 'announcements',
        subject: announcementMessages.announcementsThreadSubject,
        submission_id: null,
        task_id: null,
        task_title: null,
        status: 'open',
        started_by: 'staff',
        created_at: now,
        last_message_at: now,
        last_message_preview: preview,
        waiting_for: 'creator',
        waiting_since: now,
        unread_creator: 1,
        unread_staff: 0,
        message_count: 1,
      });
    }
    tx.create(messageRef, {
      author_id: announcement.created_by,
      author_role: 'admin',
      author_name: announcement.created_by_name ?? '',
      text: announcement.text,
      created_at: now,
      announcement_id: announcement.id,
      announcement_subject: announcement.subject,
    });
    tx.create(deliveries(announcement.id).doc(uid), { user_id: uid, delivered_at: now });
    notify(
      tx,
      {
        userId: uid,
        kind: 'announcement',
        entityId: announcement.id,
        occurrence: uid,
        title: announcement.subject,
        body: announcement.text,
        link: paths.messages,
      },
      recipient,
    );
    return true;
  });
}
