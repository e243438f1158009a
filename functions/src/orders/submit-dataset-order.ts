/**
 * submitDatasetOrder (customer of the order's organisation): draft → submitted. The quote is
 * fixed from here on: payDatasetOrder charges it and the payment webhook funds the order only
 * for exactly that amount. The organisation's customers are told the quote, with a link to the
 * order's page to pay it (order-notices.ts).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import { orderMessages } from '@groundtruth/domain/dataset-orders';
import { formatCents } from '@groundtruth/domain/money';
import { orderStepMessages as words } from '@groundtruth/domain/order-notices';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { datasetOrders } from '../repos/dataset-orders';
import { readCustomer, readOwnOrder } from './customer';
import { readOrganizationCustomers, tellOrganization } from './order-notices';

export const submitDatasetOrder = callable(callables.submitDatasetOrder, async (input, request) => {
  const uid = requireUid(request);
  return transaction(async (tx) => {
    const customer = await readCustomer(tx, uid);
    const order = await readOwnOrder(tx, input.orderId, customer);
    if (order.status !== 'draft') throw fail.precondition(orderMessages.notDraft);
    const recipients = await readOrganizationCustomers(tx, order.organization_id);
    datasetOrders.update(tx, order.id, {
      status: 'submitted',
      submitted_at: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, customer, 'submit_dataset_order', collections.datasetOrders, order.id, {
      total_cents: order.quote.total_cents,
    });
    const { quote } = order;
    tellOrganization(tx, order, recipients, {
      kind: 'order_submitted',
      title: words.submittedTitle,
      body: words.submittedBody(
        order.title,
        formatCents(quote.total_cents),
        formatCents(quote.creator_pay_cents),
        formatCents(quote.fee_cents),
      ),
      occurrence: 'submitted',
    });
    return { orderId: order.id, status: 'submitted' as const };
  });
});
