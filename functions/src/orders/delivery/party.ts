/**
 * Who may act on an order's delivery: staff of the roles a callable names, or a customer of the
 * order's organisation (orders/customer.ts). Read in the callable's transaction: the users
 * document decides which, as it does for every caller.
 */
import type { Transaction } from 'firebase-admin/firestore';
import type { Role } from '@groundtruth/domain/constants';
import type { WithId } from '@groundtruth/domain/converter';
import { orderMessages, type DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { readCaller, type Caller } from '../../core/caller';
import { fail } from '../../core/errors';
import { datasetOrders } from '../../repos/dataset-orders';
import { users } from '../../repos/users';
import { readCustomer, readOwnOrder } from '../customer';

/** The caller and the order, when the caller is `staff` or a customer of its organisation. */
export async function readOrderParty(
  tx: Transaction,
  uid: string,
  orderId: string,
  staff: readonly Role[],
): Promise<{ actor: Caller; order: WithId<DatasetOrder> }> {
  const role = (await users.get(tx, uid))?.role;
  if (role && staff.includes(role)) {
    const actor = await readCaller(tx, uid, staff);
    const order = await datasetOrders.get(tx, orderId);
    if (!order) throw fail.notFound(orderMessages.orderNotFound);
    return { actor, order };
  }
  const customer = await readCustomer(tx, uid);
  return { actor: customer, order: await readOwnOrder(tx, orderId, customer) };
}
