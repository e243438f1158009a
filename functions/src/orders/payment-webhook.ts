/**
 * orderPaymentWebhook: the HTTP function the payment provider calls with its events (Stripe
 * Checkout's `checkout.session.completed`; locally the sandbox page, alike).
 *
 * - Only events signed with the endpoint's secret, at most five minutes old (identity's
 *   signature.ts, the same scheme): anything else is 400 and changes nothing.
 * - Each event id once: `order_payment_events/{eventId}` is created in the transaction that
 *   applies the event, so a replay, a provider's retry or two deliveries at once find it and move
 *   no money.
 * - A completed, paid session for exactly a submitted order's quoted total funds it: the payment
 *   and the platform's fee enter its ledger (`payment_{eventId}`, `fee_{eventId}`) with its
 *   escrow totals. Any other amount, an unknown order or one not awaiting payment is recorded
 *   with its outcome and moves nothing.
 *
 * The funding tells the order's organisation (order-notices.ts) in the same transaction, the
 * notices' ids derived from the order and the event: a replayed event tells nobody again.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { collections } from '@groundtruth/domain/collections';
import { escrowBalanceOf } from '@groundtruth/domain/dataset-orders';
import { documentIdProblem } from '@groundtruth/domain/ids';
import { formatCents } from '@groundtruth/domain/money';
import { orderStepMessages as words } from '@groundtruth/domain/order-notices';
import { db } from '../core/app';
import { providerWebhook } from '../core/provider-webhooks';
import { writeAudit } from '../core/audit';
import { transaction } from '../core/callable';
import { datasetOrders } from '../repos/dataset-orders';
import { orderPaymentSecrets, orderWebhookSecret } from './config';
import { recordMoves } from './ledger';
import { readOrganizationCustomers, tellOrganization } from './order-notices';

const safeId = z
  .string()
  .min(1)
  .max(255)
  .refine((value) => !documentIdProblem(value));

const eventSchema = z.object({
  id: safeId,
  type: z.string().max(200),
  created: z.number().int().nonnegative(),
  data: z.object({
    object: z.looseObject({
      id: z.string().max(255),
      amount_total: z.number().int().nullish(),
      payment_status: z.string().nullish(),
      client_reference_id: z.string().nullish(),
      metadata: z.record(z.string(), z.string()).nullish(),
    }),
  }),
});
export type OrderPaymentEvent = z.infer<typeof eventSchema>;

/** What became of an event: applied, or why not. */
export type PaymentOutcome =
  'applied' | 'duplicate' | 'ignored' | 'unknown_order' | 'not_submitted' | 'wrong_amount';

/** The provider, as the actor of the audit entries of the events it sends. */
const PAYMENT_PROVIDER_ACTOR = {
  uid: 'system:payments',
  name: 'Payment provider',
  email: 'system@groundtruth.invalid',
} as const;

/** Applies `event` once; resolves what became of it. */
export async function handleOrderPaymentEvent(event: OrderPaymentEvent): Promise<PaymentOutcome> {
  const session = event.data.object;
  const orderId = session.metadata?.order_id ?? session.client_reference_id ?? '';
  const completed =
    event.type === 'checkout.session.completed' && session.payment_status === 'paid';
  return transaction(async (tx) => {
    const seen = db().collection(collections.orderPaymentEvents).doc(event.id);
    if ((await tx.get(seen)).exists) return 'duplicate';
    const order = completed && orderId ? await datasetOrders.get(tx, orderId) : null;
    let outcome: PaymentOutcome = 'applied';
    if (!completed) outcome = 'ignored';
    else if (!order) outcome = 'unknown_order';
    else if (order.status !== 'submitted') outcome = 'not_submitted';
    else if (session.amount_total !== order.quote.total_cents) outcome = 'wrong_amount';
    // Every read before the first write: whom the funding tells.
    const recipients =
      outcome === 'applied' && order
        ? await readOrganizationCustomers(tx, order.organization_id)
        : [];
    tx.create(seen, {
      type: event.type.slice(0, 200),
      order_id: order ? order.id : null,
      session_id: session.id,
      amount_total: session.amount_total ?? null,
      created: event.created,
      outcome,
      received_at: FieldValue.serverTimestamp(),
    });
    if (outcome !== 'applied' || !order) return outcome;
    const escrow = recordMoves(tx, order.id, order.escrow, [
      {
        id: `payment_${event.id}`,
        kind: 'payment',
        amount_cents: order.quote.total_cents,
        source_id: event.id,
      },
      // The platform takes its fee when the order is funded.
      {
        id: `fee_${event.id}`,
        kind: 'fee',
        amount_cents: order.quote.fee_cents,
        source_id: event.id,
      },
    ]);
    datasetOrders.update(tx, order.id, {
      status: 'funded',
      escrow,
      funded_at: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
    });
    writeAudit(
      tx,
      PAYMENT_PROVIDER_ACTOR,
      'order_payment_event',
      collections.datasetOrders,
      order.id,
      { event_id: event.id, session_id: session.id, amount_cents: order.quote.total_cents },
    );
    tellOrganization(tx, order, recipients, {
      kind: 'order_funded',
      title: words.fundedTitle,
      body: words.fundedBody(
        order.title,
        formatCents(order.quote.total_cents),
        formatCents(escrowBalanceOf(escrow)),
      ),
      occurrence: event.id,
    });
    return outcome;
  });
}

export const orderPaymentWebhook = providerWebhook({
  name: 'orderPaymentWebhook',
  secrets: orderPaymentSecrets,
  secret: orderWebhookSecret,
  schema: eventSchema,
  handle: handleOrderPaymentEvent,
});
