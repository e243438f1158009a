/**
 * The dataset-order lists and counts the screens read (dataset-orders.ts), as query specs beside
 * the others (queries.ts): bounded, ordered, and a customer's carrying the organisation filter the
 * rules check (rules are not filters).
 */
import { OVERVIEW_LIST_LIMIT } from './constants';
import { collections } from './collections';
import type { OrderStatus } from './dataset-orders';
import { ORDER_SAMPLE_SIZE, orderSamplesPath, sampledOrderStatuses } from './order-sample-paths';
import { DOCUMENT_ID, listQuery, type CountQuery } from './query-spec';

/** The states the customer overview counts, and the order statuses each one gathers. */
export const orderStateGroups = {
  inProgress: ['funded', 'in_progress'],
  awaitingPayment: ['submitted'],
  /** Delivered, waiting for the customer to accept it or report a problem. */
  awaitingAcceptance: ['delivered'],
  /** Done: delivered and accepted (by the customer, or when the time to dispute ran out). */
  delivered: ['accepted'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderStateGroup = keyof typeof orderStateGroups;

/**
 * What staff work on: orders waiting to be paid, paid, being collected, delivered (waiting for
 * the customer) and disputed (waiting for an admin); the queue filters by each.
 */
export const orderQueueStatuses = [
  'submitted',
  'funded',
  'in_progress',
  'delivered',
  'disputed',
] as const satisfies readonly OrderStatus[];
export type OrderQueueStatus = (typeof orderQueueStatuses)[number];

export const orderQueries = {
  /** /dashboard/orders: an organisation's orders, newest first. */
  organizationOrders: (organizationId: string) =>
    listQuery(
      collections.datasetOrders,
      [['organization_id', '==', organizationId]],
      [['created_at', 'desc']],
    ),
  /** The customer overview's latest orders. */
  latestOrganizationOrders: (organizationId: string) =>
    listQuery(
      collections.datasetOrders,
      [['organization_id', '==', organizationId]],
      [['created_at', 'desc']],
      OVERVIEW_LIST_LIMIT,
    ),
  /**
   * One order of an organisation as a list of at most one, so its page can listen to it with the
   * organisation filter the rules require of a customer's query.
   */
  organizationOrder: (organizationId: string, orderId: string) =>
    listQuery(
      collections.datasetOrders,
      [
        ['organization_id', '==', organizationId],
        [DOCUMENT_ID, '==', orderId],
      ],
      [],
      1,
    ),
  /**
   * The order page's samples, first made first: at most ORDER_SAMPLE_SIZE. The rules judge them
   * on the order itself, so the list needs no organisation filter.
   */
  orderSamples: (orderId: string) =>
    listQuery(orderSamplesPath(orderId), [], [['created_at', 'asc']], ORDER_SAMPLE_SIZE),
  /** refreshOrderSamples: the orders whose approved work may be sampled, oldest first. */
  ordersToSample: () =>
    listQuery(
      collections.datasetOrders,
      [['status', 'in', [...sampledOrderStatuses]]],
      [['created_at', 'asc']],
    ),
  /** Staff: every order of the queue's statuses, oldest first (who waited longest). */
  orderQueue: () =>
    listQuery(
      collections.datasetOrders,
      [['status', 'in', [...orderQueueStatuses]]],
      [['created_at', 'asc']],
    ),
  /** Staff: the queue's orders in one status, oldest first. */
  orderQueueIn: (status: OrderQueueStatus) =>
    listQuery(collections.datasetOrders, [['status', '==', status]], [['created_at', 'asc']]),
  /** The customer overview's count of an organisation's orders in one state group. */
  organizationOrdersIn: (organizationId: string, group: OrderStateGroup): CountQuery => ({
    collection: collections.datasetOrders,
    where: [
      ['organization_id', '==', organizationId],
      ['status', 'in', [...orderStateGroups[group]]],
    ],
  }),
};
