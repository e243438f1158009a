/**
 * The end of a dataset order (dataset-orders.ts): its delivery as signed dataset exports, the
 * customer's acceptance or dispute within ORDER_ACCEPTANCE_DAYS, an admin's resolution of a
 * dispute (more items at the platform's cost, or a refund), and the refund of whatever escrow
 * is left when the order ends. All of it lives on the order document, which its organisation's
 * customers and staff read; only the functions write it.
 */
import { JOB_PAGE_SIZE } from './constants';
import { collections } from './collections';
import { DOCUMENT_ID, listQuery } from './query-spec';
import { timestampSchema } from './timestamp';
import { z } from './zod';
import { disputeResolutions } from './order-inputs';

export {
  disputeResolutions,
  type DisputeResolution,
  MIN_DISPUTE_REASON,
  MAX_DISPUTE_REASON,
  MAX_REDO_ITEMS,
  deliverDatasetOrderInput,
  orderDeliveryLinkInput,
  acceptDatasetOrderInput,
  disputeDatasetOrderInput,
  resolveOrderDisputeInput,
} from './order-inputs';

/** Days a customer has, from delivery, to accept or dispute it; then it is accepted for them. */
export const ORDER_ACCEPTANCE_DAYS = 14;

/** Where a delivery stands: exports being written, all of them ready, or one failed. */
export const orderDeliveryStatuses = ['preparing', 'ready', 'failed'] as const;
export type OrderDeliveryStatus = (typeof orderDeliveryStatuses)[number];

export const orderDeliverySchema = z.object({
  status: z.enum(orderDeliveryStatuses),
  /** One dataset export per task of the order (dataset_exports/{id}, with `order_id`). */
  export_ids: z.array(z.string()),
  /** A customer's or an admin's uid, or the system's when the order filled. */
  requested_by: z.string(),
  requested_at: timestampSchema,
  ready_at: timestampSchema.nullable().optional(),
  /** Across the exports, once ready. */
  file_count: z.number().int().nonnegative().optional(),
  total_bytes: z.number().int().nonnegative().optional(),
  /** Why it failed (an export's error). */
  error: z.string().nullable().optional(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

export const orderDisputeSchema = z.object({
  /** The dispute's id: its refund is the ledger entry `refund_{id}`. */
  id: z.string(),
  reason: z.string(),
  opened_by: z.string(),
  opened_at: timestampSchema,
  /** The admin's decision, once made. */
  resolution: z
    .object({
      kind: z.enum(disputeResolutions),
      redo_count: z.number().int().nonnegative(),
      refund_cents: z.number().int().nonnegative(),
      note: z.string(),
      resolved_by: z.string(),
      resolved_at: timestampSchema,
    })
    .nullable()
    .optional(),
});
export type OrderDispute = z.infer<typeof orderDisputeSchema>;

/** The order document's delivery fields (part of datasetOrderSchema); absent until they happen. */
export const orderDeliveryFields = {
  /** Approved items reached the quantity (plus any redo items): the order is ready to deliver. */
  filled: z.boolean().optional(),
  delivery: orderDeliverySchema.nullable().optional(),
  delivered_at: timestampSchema.nullable().optional(),
  /** delivered_at + ORDER_ACCEPTANCE_DAYS: the last moment to dispute. */
  accept_by: timestampSchema.nullable().optional(),
  accepted_at: timestampSchema.nullable().optional(),
  /** The customer who accepted, or 'system' when the acceptance period ran out. */
  accepted_by: z.string().nullable().optional(),
  dispute: orderDisputeSchema.nullable().optional(),
  /** Extra items redo resolutions asked for, in all (paid by the platform, not the escrow). */
  redo_count: z.number().int().nonnegative().optional(),
  /** Approvals past the paid quantity: paid to creators by the platform, not from escrow. */
  platform_cost_count: z.number().int().nonnegative().optional(),
  platform_cost_cents: z.number().int().nonnegative().optional(),
  /** The order ended with escrow left: the refund of it is still to be made. */
  unspent_refund_due: z.boolean().optional(),
};

/** Who accepted a delivery nobody disputed in time. */
export const SYSTEM_ACCEPTANCE = 'system';

/** The words of delivery, acceptance and disputes (verbatim on screen and in mail). */
export const orderDeliveryMessages = {
  deliveryQueued: 'Delivery under way: the dataset is being prepared',
  notInProgress: 'Only an order in progress can be delivered',
  nothingApproved: 'Nothing has been approved for this order yet',
  notDelivered: 'Only a delivered order can be accepted or disputed',
  disputeWindowClosed: `The ${ORDER_ACCEPTANCE_DAYS} days to dispute this delivery have passed`,
  notDisputed: 'Only a disputed order can be resolved',
  resolvedOtherwise: 'This dispute is already being resolved another way',
  refundTooLarge: 'The refund is more than the order’s escrow holds',
  notInDelivery: 'This export is not part of the order’s delivery',
  exportNotReady: 'This part of the delivery is not ready yet',
  deliveredTitle: 'Your dataset is ready',
  deliveredBody: (title: string, days: number) =>
    `Order "${title}" is delivered. Download it and accept it, or tell us what is wrong within ${days} days.`,
  acceptedTitle: 'Order accepted',
  acceptedBody: (title: string) => `Order "${title}" is accepted. Thank you.`,
  autoAcceptedBody: (title: string) =>
    `Order "${title}" was accepted automatically: its ${ORDER_ACCEPTANCE_DAYS} days to dispute passed.`,
  disputedTitle: 'Dispute received',
  disputedBody: (title: string) =>
    `We received your dispute of order "${title}". Our team will look into it and reply.`,
  redoTitle: 'Dispute resolved: more items on the way',
  redoBody: (title: string, count: number, note: string) =>
    `Order "${title}": we will collect ${count} more item${count === 1 ? '' : 's'} at our cost and deliver again.\n\n${note}`,
  refundTitle: 'Dispute resolved: refund',
  refundBody: (title: string, amount: string, note: string) =>
    `Order "${title}": ${amount} is refunded to your payment method.\n\n${note}`,
} as const;

/** The jobs' queries of orders (firestore.indexes.json holds their indexes). */
export const orderDeliveryQueries = {
  /** deliverFilledOrders: orders in progress that reached their quantity, the oldest first. */
  filledOrders: () =>
    listQuery(
      collections.datasetOrders,
      [
        ['status', '==', 'in_progress'],
        ['filled', '==', true],
      ],
      [['created_at', 'asc']],
      JOB_PAGE_SIZE,
    ),
  /** deliverFilledOrders: deliveries whose exports are still being written (one field). */
  preparingDeliveries: () =>
    listQuery(
      collections.datasetOrders,
      [['delivery.status', '==', 'preparing']],
      [[DOCUMENT_ID, 'asc']],
      JOB_PAGE_SIZE,
    ),
  /** autoAcceptDeliveries: delivered orders whose acceptance period ended by `now`. */
  dueAcceptances: (now: Date) =>
    listQuery(
      collections.datasetOrders,
      [
        ['status', '==', 'delivered'],
        ['accept_by', '<=', now],
      ],
      [['accept_by', 'asc']],
      JOB_PAGE_SIZE,
    ),
  /** autoAcceptDeliveries: ended orders whose unspent escrow is still to be refunded. */
  unspentRefundsDue: () =>
    listQuery(
      collections.datasetOrders,
      [['unspent_refund_due', '==', true]],
      [[DOCUMENT_ID, 'asc']],
      JOB_PAGE_SIZE,
    ),
};
