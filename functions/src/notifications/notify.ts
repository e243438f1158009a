/**
 * Notifications (issue 14): written in the transaction of the event they report, so a creator
 * is told of a review, a payout or an expiry exactly when it happens and never of one that was
 * rolled back. The id is derived from the event, so a retried transaction or a second run of a
 * job writes the same document instead of a second one.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { NotificationKind } from '@groundtruth/domain/constants';
import { collections } from '@groundtruth/domain/entities';
import type { AppPath } from '@groundtruth/domain/paths';
import { db } from '../app';

export interface NotificationEvent {
  userId: string;
  kind: NotificationKind;
  /** The document the event concerns (submission, payout or acceptance id). */
  entityId: string;
  title: string;
  body: string;
  link: AppPath;
  /**
   * Distinguishes two events of one kind on one document (e.g. the second review of a
   * resubmitted submission is a new submission id, but an appeal re-reviews the same one).
   */
  occurrence?: string;
}

/** The notification's id: one per (kind, entity, occurrence). */
export function notificationId(event: Pick<NotificationEvent, 'kind' | 'entityId' | 'occurrence'>) {
  return [event.kind, event.entityId, event.occurrence].filter(Boolean).join('_');
}

/** Adds the notification to `tx` (set, so the same event twice stays one document). */
export function notify(tx: Transaction, event: NotificationEvent): string {
  const id = notificationId(event);
  tx.set(db().collection(collections.notifications).doc(id), {
    user_id: event.userId,
    kind: event.kind,
    title: event.title,
    body: event.body,
    link: event.link,
    entity_id: event.entityId,
    read: false,
    created_at: FieldValue.serverTimestamp(),
  });
  return id;
}
