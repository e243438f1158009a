/**
 * The identity provider's configuration. Production: Stripe Identity, with the API key
 * (STRIPE_SECRET_KEY, shared with the payout adapters) and the webhook endpoint's signing secret
 * (STRIPE_IDENTITY_WEBHOOK_SECRET), both Secret Manager secrets bound only to the identity
 * functions. Under the Functions emulator: the sandbox (sandbox-provider.ts), and the signing
 * secret the local stack makes at each start (GROUNDTRUTH_IDENTITY_WEBHOOK_SECRET); without one
 * every webhook is refused, never accepted with a known key.
 */
import { defineSecret } from 'firebase-functions/params';
import { stripeSecretKey } from '../payouts/secrets';

export const IDENTITY_WEBHOOK_SECRET = defineSecret('STRIPE_IDENTITY_WEBHOOK_SECRET');

/** The local stack's signing secret, in the Functions emulator's environment. */
export const LOCAL_WEBHOOK_SECRET_ENV = 'GROUNDTRUTH_IDENTITY_WEBHOOK_SECRET';

/** The environment variable naming the provider in production ('stripe'). */
export const IDENTITY_PROVIDER_VARIABLE = 'GROUNDTRUTH_IDENTITY_PROVIDER';

/** Inside the Functions emulator (FUNCTIONS_EMULATOR=true), where the sandbox runs. */
export function emulated(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}

/** The secrets the identity functions are bound to outside the emulator. */
export const identitySecrets = emulated() ? [] : [stripeSecretKey, IDENTITY_WEBHOOK_SECRET];

/** The webhook endpoint's signing secret, or null when none is configured (refuse everything). */
export function webhookSecret(): string | null {
  const secret = emulated()
    ? process.env[LOCAL_WEBHOOK_SECRET_ENV]
    : IDENTITY_WEBHOOK_SECRET.value();
  return secret ? secret : null;
}
