/**
 * The payment providers' credentials: Secret Manager secrets (`firebase functions:secrets:set
 * STRIPE_SECRET_KEY` …), bound only to the functions that move or look up money —
 * processPayout and the reconcilePayouts job — so no other function's environment holds them.
 * Under the emulator the values come from functions/.secret.local (placeholders: the sandbox
 * reads none), which firebase.json keeps out of the deployed source.
 */
import { defineSecret } from 'firebase-functions/params';

export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const paypalClientId = defineSecret('PAYPAL_CLIENT_ID');
export const paypalClientSecret = defineSecret('PAYPAL_CLIENT_SECRET');

/** Every secret a payout provider may read. */
export const payoutSecrets = [stripeSecretKey, paypalClientId, paypalClientSecret];
