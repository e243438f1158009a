/** Reading what the conversation callables wrote, for the thread suites. */
import { admin } from './clients';

/** A stored document's fields, with its id. */
export type StoredDoc = { id: string } & Record<string, unknown>;

let requests = 0;
/** A fresh request id, as a compose box makes one per message. */
export const newRequestId = () => `req-${Date.now()}-${process.pid}-${++requests}`;

/** threads/{id} as stored, or undefined. */
export async function storedThread(threadId: string) {
  return (await admin.db().doc(`threads/${threadId}`).get()).data();
}

/** The messages of a thread as stored, oldest first, with their ids. */
export async function storedMessages(threadId: string) {
  const snap = await admin
    .db()
    .collection(`threads/${threadId}/messages`)
    .orderBy('created_at', 'asc')
    .get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }) as StoredDoc);
}

/** The message_received notifications about `threadId`, with their ids. */
export async function messageNotices(threadId: string) {
  const snap = await admin
    .db()
    .collection('notifications')
    .where('entity_id', '==', threadId)
    .where('kind', '==', 'message_received')
    .get();
  return snap.docs.map(
    (d) => ({ id: d.id, ...d.data() }) as { id: string } & Record<string, unknown>,
  );
}

/** The outbox's e-mails of `userId` about `threadId` (the mail document shares the notice's id). */
export async function messageMails(userId: string, threadId: string) {
  const notices = await messageNotices(threadId);
  const mails = await Promise.all(
    notices
      .filter((n) => n.user_id === userId)
      .map(async (n) => (await admin.db().doc(`mail/${n.id}`).get()).data()),
  );
  return mails.filter((m) => m !== undefined);
}
