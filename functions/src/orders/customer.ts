/**
 * Who may act on a dataset order: a customer (role `customer`, active) of the order's
 * organisation. Read in the callable's transaction, as every caller is (core/caller.ts): the
 * users document, not the token's claims, is the truth for the role and the organisation.
 */
import type { Transaction } from 'firebase-admin/firestore';
import type { WithId } from '@groundtruth/domain/converter';
import { orderMessages, type DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { readCaller, type Caller } from '../core/caller';
import { fail } from '../core/errors';
import { datasetOrders } from '../repos/dataset-orders';
import { users } from '../repos/users';

/** A customer calling, with their organisation. */
export interface Customer extends Caller {
  organizationId: string;
}

/** The caller in `tx`: PERMISSION_DENIED unless an active customer of an organisation. */
export async function readCustomer(tx: Transaction, uid: string): Promise<Customer> {
  const caller = await readCaller(tx, uid, ['customer']);
  // Not a field of the users schema every account shares: a customer's alone.
  const organizationId: unknown = (await tx.get(users.ref(uid))).get('organization_id');
  if (typeof organizationId !== 'string' || !organizationId)
    throw fail.denied(orderMessages.notCustomer);
  return { ...caller, organizationId };
}

/** `orderId` in `tx` when it is `customer`'s organisation's; else NOT_FOUND or PERMISSION_DENIED. */
export async function readOwnOrder(
  tx: Transaction,
  orderId: string,
  customer: Customer,
): Promise<WithId<DatasetOrder>> {
  const order = await datasetOrders.get(tx, orderId);
  if (!order) throw fail.notFound(orderMessages.orderNotFound);
  if (order.organization_id !== customer.organizationId) throw fail.denied();
  return order;
}
