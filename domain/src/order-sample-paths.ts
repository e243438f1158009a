/**
 * Where an order's samples live and how many there are (order-samples.ts), without zod: what
 * the query specs (order-queries.ts) and the screens that only run them need.
 */
import { collections } from './collections';
import type { OrderStatus } from './dataset-orders';

/** The most samples an order shows. */
export const ORDER_SAMPLE_SIZE = 6;

/** The order statuses whose approved work is sampled: paid for and not yet closed. */
export const sampledOrderStatuses = [
  'funded',
  'in_progress',
  'delivered',
] as const satisfies readonly OrderStatus[];

/** `dataset_orders/{orderId}/samples`: the samples of one order. */
export const orderSamplesPath = (orderId: string) =>
  `${collections.datasetOrders}/${orderId}/${collections.orderSamples}` as const;

/** Where a sample's bytes are kept in Storage. */
export const orderSampleObjectPath = (orderId: string, sampleId: string, extension: string) =>
  `order-samples/${orderId}/${sampleId}.${extension}`;
