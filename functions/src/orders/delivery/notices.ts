/**
 * Tells the customer who created an order what became of it (delivered, accepted, disputed,
 * resolved): a notification and its e-mail (mail/notify.ts), in English as a customer's screens
 * are. The e-mail goes whatever the creator-profile preference says: these are the order's own
 * transactional messages, as a security notice is. Ids derive from the order and the occasion,
 * so a retried transaction or a second job run tells once.
 */
import type { Transaction } from 'firebase-admin/firestore';
import type { NotificationKind } from '@groundtruth/domain/constants';
import type { WithId } from '@groundtruth/domain/converter';
import type { DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { paths } from '@groundtruth/domain/paths';
import { notify, readRecipient, type Recipient } from '../../mail/notify';

/** The order's customer, read among the transaction's reads. */
export function readOrderCustomer(tx: Transaction, order: DatasetOrder): Promise<Recipient> {
  return readRecipient(tx, order.created_by);
}

/** Adds the notice of `kind` about `order` (and its e-mail) to `tx`. */
export function tellCustomer(
  tx: Transaction,
  order: WithId<DatasetOrder>,
  recipient: Recipient,
  notice: { kind: NotificationKind; title: string; body: string; occurrence: string },
): void {
  notify(
    tx,
    {
      userId: order.created_by,
      kind: notice.kind,
      entityId: order.id,
      occurrence: notice.occurrence,
      title: notice.title,
      body: notice.body,
      link: paths.orders,
    },
    { ...recipient, wantsEmail: true, staff: true, locale: 'en' },
  );
}
