/**
 * The order payment provider's configuration, as identity's (identity/config.ts). Production:
 * Stripe Checkout, with the API key (STRIPE_SECRET_KEY, shared with the payout adapters) and the
 * order webhook endpoint's signing secret (STRIPE_ORDER_WEBHOOK_SECRET), Secret Manager secrets
 * bound only to the order payment functions. Under the Functions emulator: the sandbox
 * (sandbox-page.ts), and the signing secret the local stack makes at each start
 * (GROUNDTRUTH_ORDER_WEBHOOK_SECRET); without one every webhook is refused.
 */
import { defineSecret } from 'firebase-functions/params';
import { emulated } from '../identity/config';
import { stripeSecretKey } from '../payouts/secrets';

export const ORDER_WEBHOOK_SECRET = defineSecret('STRIPE_ORDER_WEBHOOK_SECRET');

/** The local stack's signing secret, in the Functions emulator's environment. */
export const LOCAL_ORDER_WEBHOOK_SECRET_ENV = 'GROUNDTRUTH_ORDER_WEBHOOK_SECRET';

/** The environment variable naming the provider in production ('stripe'). */
export const ORDER_PAYMENT_PROVIDER_VARIABLE = 'GROUNDTRUTH_ORDER_PAYMENT_PROVIDER';

/** The secrets the order payment functions are bound to outside the emulator. */
export const orderPaymentSecrets = emulated() ? [] : [stripeSecretKey, ORDER_WEBHOOK_SECRET];

/** The webhook endpoint's signing secret, or null when none is configured (refuse everything). */
export function orderWebhookSecret(): string | null {
  const secret = emulated()
    ? process.env[LOCAL_ORDER_WEBHOOK_SECRET_ENV]
    : ORDER_WEBHOOK_SECRET.value();
  return secret ? secret : null;
}
