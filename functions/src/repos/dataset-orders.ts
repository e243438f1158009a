/**
 * organizations/{id}, dataset_orders/{id} and each order's ledger, `dataset_orders/{id}/ledger`
 * (domain/src/dataset-orders.ts). Only the functions write them.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import { datasetOrderSchema, organizationSchema } from '@groundtruth/domain/dataset-orders';
import { repository } from './base';

export const organizations = repository(collections.organizations, organizationSchema);
export const datasetOrders = repository(collections.datasetOrders, datasetOrderSchema);

/** One entry of `orderId`'s escrow ledger. */
export function ledgerEntryRef(orderId: string, entryId: string): DocumentReference {
  return datasetOrders.ref(orderId).collection(collections.orderLedger).doc(entryId);
}
