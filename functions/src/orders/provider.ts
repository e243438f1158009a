/**
 * Order payment providers are an interface, as identity providers are (identity/provider.ts):
 * payDatasetOrder asks for a hosted payment page for a submitted order's total; the provider
 * reports the payment later by signed webhook (payment-webhook.ts), in Stripe Checkout's event
 * shape (`checkout.session.completed`). Production uses Stripe Checkout over its REST API; the
 * Functions emulator uses the sandbox, whose page the stack serves (sandbox-page.ts). Anything
 * else is FAILED_PRECONDITION before anything is asked of a provider. Refunds (a dispute's, and
 * the escrow left when an order ends: orders/delivery/refunds.ts) go back through the provider
 * with an idempotency key, so a retried refund returns the money once.
 */
import { randomBytes } from 'node:crypto';
import { CURRENCY } from '@groundtruth/domain/constants';
import { orderMessages } from '@groundtruth/domain/dataset-orders';
import { db } from '../core/app';
import { fail } from '../core/errors';
import { emulated } from '../identity/config';
import { httpFunctionUrl } from '../mail/config';
import { stripeSecretKey } from '../payouts/secrets';
import { ORDER_PAYMENT_PROVIDER_VARIABLE } from './config';

/** A hosted payment page the provider opened. */
export interface CheckoutSession {
  id: string;
  url: string;
}

export interface OrderPaymentProvider {
  /** A page charging `totalCents` for `orderId`; the customer comes back to `returnUrl`. */
  createCheckout(request: {
    orderId: string;
    title: string;
    totalCents: number;
    returnUrl: string;
  }): Promise<CheckoutSession>;
  /**
   * Returns `cents` of the payment made through checkout session `sessionId` to the customer;
   * the same `idempotencyKey` again refunds nothing more. Resolves the provider's refund id.
   */
  refund(sessionId: string, cents: number, idempotencyKey: string): Promise<string>;
}

/** The sandbox's refunds, one document per idempotency key (functions only; no rules match). */
export const SANDBOX_REFUNDS = 'sandbox_refunds';

/** The sandbox's page (sandbox-page.ts), served by the local stack's Functions emulator. */
export function orderSandboxUrl(): string {
  return httpFunctionUrl('orderPaymentSandbox', process.env.GROUNDTRUTH_ORDER_SANDBOX_URL);
}

/** The local sandbox: no network; its page reads the order itself and signs the provider's event. */
export const sandboxOrderPaymentProvider: OrderPaymentProvider = {
  createCheckout({ orderId }) {
    const id = `cs_sandbox_${randomBytes(12).toString('hex')}`;
    const query = new URLSearchParams({ order: orderId, session: id });
    return Promise.resolve({ id, url: `${orderSandboxUrl()}?${query.toString()}` });
  },
  async refund(sessionId, cents, idempotencyKey) {
    const ref = db().collection(SANDBOX_REFUNDS).doc(idempotencyKey);
    // Created once per key, as the provider keeps one refund per idempotency key.
    await ref
      .create({ session_id: sessionId, amount_cents: cents, created_at: new Date() })
      .catch((err: { code?: number }) => {
        if (err.code !== 6) throw err; // ALREADY_EXISTS: refunded before
      });
    return `re_sandbox_${idempotencyKey}`;
  },
};

const STRIPE_CHECKOUT = 'https://api.stripe.com/v1/checkout/sessions';

/** Stripe Checkout: one line of the order's total; the order's id in the session's metadata. */
export const stripeOrderPaymentProvider: OrderPaymentProvider = {
  async createCheckout({ orderId, title, totalCents, returnUrl }) {
    const form = new URLSearchParams({
      mode: 'payment',
      client_reference_id: orderId,
      'metadata[order_id]': orderId,
      'payment_intent_data[metadata][order_id]': orderId,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': CURRENCY.toLowerCase(),
      'line_items[0][price_data][unit_amount]': String(totalCents),
      'line_items[0][price_data][product_data][name]': title.slice(0, 200),
      success_url: returnUrl,
      cancel_url: returnUrl,
    });
    const response = await fetch(STRIPE_CHECKOUT, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stripeSecretKey.value()}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    });
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`Stripe Checkout answered ${response.status}`);
    return { id: String(body.id), url: String(body.url) };
  },
  refund: stripeRefund,
};

const STRIPE_API = 'https://api.stripe.com/v1';

/** A Stripe API request with the secret key; the JSON answer, or an error naming the status. */
async function stripe(path: string, form?: URLSearchParams, idempotencyKey?: string) {
  const response = await fetch(`${STRIPE_API}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${stripeSecretKey.value()}`,
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    ...(form ? { body: form.toString() } : {}),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`Stripe ${path} answered ${response.status}`);
  return body;
}

/** Stripe: the session's payment intent refunded by `cents`, once per idempotency key. */
async function stripeRefund(sessionId: string, cents: number, idempotencyKey: string) {
  const session = await stripe(`/checkout/sessions/${encodeURIComponent(sessionId)}`);
  const refund = await stripe(
    '/refunds',
    new URLSearchParams({ payment_intent: String(session.payment_intent), amount: String(cents) }),
    idempotencyKey,
  );
  return String(refund.id);
}

/** The configured provider: the sandbox under the emulator, Stripe Checkout when named. */
export function orderPaymentProvider(): OrderPaymentProvider {
  if (emulated()) return sandboxOrderPaymentProvider;
  if (process.env[ORDER_PAYMENT_PROVIDER_VARIABLE] === 'stripe') return stripeOrderPaymentProvider;
  console.error(`Order payments refused: ${ORDER_PAYMENT_PROVIDER_VARIABLE} names no provider`);
  throw fail.precondition(orderMessages.paymentProviderMissing);
}
