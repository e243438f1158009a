/**
 * payDatasetOrder (customer of the order's organisation): the payment provider's hosted page for
 * a submitted order's total. Who may and the order's state are checked before the provider is
 * asked (no network inside a transaction); the audit entry is written after, once the order is
 * found still submitted. Paying happens on the provider's page; the order is funded only by the
 * provider's signed event (payment-webhook.ts).
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import { orderMessages, type OrderPaymentLink } from '@groundtruth/domain/dataset-orders';
import { orderPath } from '@groundtruth/domain/order-paths';
import { writeAudit } from '../core/audit';
import { callableWith, transaction } from '../core/callable';
import { requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { appUrl } from '../mail/config';
import { orderPaymentSecrets } from './config';
import { readCustomer, readOwnOrder } from './customer';
import { orderPaymentProvider } from './provider';

export const payDatasetOrder = callableWith(
  { secrets: orderPaymentSecrets },
  callables.payDatasetOrder,
  async ({ orderId }, request) => {
    const uid = requireUid(request);
    const order = await transaction(async (tx) => {
      const customer = await readCustomer(tx, uid);
      const found = await readOwnOrder(tx, orderId, customer);
      if (found.status !== 'submitted') throw fail.precondition(orderMessages.notSubmitted);
      return found;
    });
    const session = await orderPaymentProvider().createCheckout({
      orderId,
      title: order.title,
      totalCents: order.quote.total_cents,
      returnUrl: `${appUrl()}${orderPath(orderId)}`,
    });
    return transaction(async (tx) => {
      const customer = await readCustomer(tx, uid);
      const again = await readOwnOrder(tx, orderId, customer);
      if (again.status !== 'submitted') throw fail.precondition(orderMessages.notSubmitted);
      writeAudit(tx, customer, 'pay_dataset_order', collections.datasetOrders, orderId, {
        session_id: session.id,
        total_cents: again.quote.total_cents,
      });
      const link: OrderPaymentLink = { url: session.url, totalCents: again.quote.total_cents };
      return link;
    });
  },
);
