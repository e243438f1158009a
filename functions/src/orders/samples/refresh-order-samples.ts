/**
 * refreshOrderSamples: gives each paid, open dataset order (funded, in progress or delivered)
 * whose approved work has grown since it last looked a handful of samples of it, up to
 * ORDER_SAMPLE_SIZE (sample-order.ts), so the customer's order page shows them as they come.
 * Pages through the orders oldest first (jobs/pages.ts); an order with its samples, or with no
 * new approvals, is read and left alone. Idempotent: a sample's id and path follow from the file
 * it shows, and its document is created in a transaction that re-reads the order's samples.
 */
import { orderQueries } from '@groundtruth/domain/order-queries';
import type { Job } from '../../jobs/job';
import { forEachDue } from '../../jobs/pages';
import { sampleOrder } from './sample-order';

const name = 'refreshOrderSamples';

export const refreshOrderSamples: Job = {
  name,
  everyMinutes: 5,
  // Locally a sample shows within seconds of its approval.
  localEverySeconds: 10,
  run: (now) =>
    forEachDue(name, orderQueries.ordersToSample(), (doc) => sampleOrder(doc, now), {
      // Each order copies files: a few at once.
      concurrency: 2,
    }),
};
