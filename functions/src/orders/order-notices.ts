/**
 * Tells an order's organisation of a step (submitted, funded, turned into tasks, a delivery that
 * could not be prepared, its unspent escrow refunded; words in domain/src/order-notices.ts): each
 * active customer of the order's organisation gets a notification and its e-mail (mail/notify.ts),
 * in English and whatever their e-mail preference, as delivery/notices.ts tells the order's
 * customer. Each e-mail links to the order's page. The recipients are read among the step's
 * reads, in its transaction, and each notice's id derives from the order, the step's occurrence
 * and the recipient, so a retried transaction or a replayed event tells each person once.
 */
import type { Transaction } from 'firebase-admin/firestore';
import type { NotificationKind } from '@groundtruth/domain/constants';
import type { WithId } from '@groundtruth/domain/converter';
import type { DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { orderNoticeQueries } from '@groundtruth/domain/order-notices';
import { orderPath } from '@groundtruth/domain/order-paths';
import { notify, type Recipient } from '../mail/notify';
import { adminQuery } from '../repos/base';
import { users } from '../repos/users';

/** The active customers of `organizationId`, read in `tx` before its writes. */
export async function readOrganizationCustomers(
  tx: Transaction,
  organizationId: string,
): Promise<Recipient[]> {
  const people = await users.query(
    tx,
    adminQuery(orderNoticeQueries.organizationPeople(organizationId)),
  );
  return people
    .filter((person) => person.role === 'customer' && person.status === 'active')
    .map((person) => ({
      userId: person.id,
      email: person.email.includes('@') ? person.email : null,
      // The order's own messages: e-mailed whatever the preference, in English (notices.ts).
      wantsEmail: true,
      staff: true,
      locale: 'en' as const,
    }));
}

/** One step's notice: its kind and words, and what tells this step from another of its kind. */
export interface OrderStepNotice {
  kind: NotificationKind;
  title: string;
  body: string;
  /** The step's own id (the payment event, the refund entry, the delivery), or its name. */
  occurrence: string;
}

/** Adds the notice (and its e-mail) for each of `recipients` to `tx`. */
export function tellOrganization(
  tx: Transaction,
  order: WithId<DatasetOrder>,
  recipients: readonly Recipient[],
  notice: OrderStepNotice,
): void {
  for (const recipient of recipients)
    notify(
      tx,
      {
        userId: recipient.userId,
        kind: notice.kind,
        entityId: order.id,
        occurrence: `${notice.occurrence}_${recipient.userId}`,
        title: notice.title,
        body: notice.body,
        link: orderPath(order.id),
      },
      recipient,
    );
}
