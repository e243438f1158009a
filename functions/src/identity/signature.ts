/**
 * The provider's webhook signatures, in Stripe's scheme: the `Stripe-Signature` header is
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the endpoint's secret>`
 * (several v1 entries while a secret rotates). A signature is good when one v1 matches, compared
 * in constant time, and its timestamp is at most five minutes old, so a captured request cannot
 * be replayed later; the event id (identity-webhook.ts) stops a replay within those minutes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed timestamp may be, in seconds (Stripe's default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** The header the provider signs with. */
export const SIGNATURE_HEADER = 'stripe-signature';

export type SignatureVerdict =
  { ok: true } | { ok: false; problem: 'missing' | 'malformed' | 'mismatch' | 'stale' };

function hmac(secret: string, timestamp: number, body: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** The header value signing `body` at `timestamp` (seconds) with `secret`. */
export function signatureHeader(secret: string, body: string | Buffer, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** Whether `header` signs `body` with `secret`, within the tolerance at `nowSeconds`. */
export function verifySignature(
  header: string | undefined,
  body: string | Buffer,
  secret: string,
  nowSeconds: number,
): SignatureVerdict {
  if (!header) return { ok: false, problem: 'missing' };
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamps = parts.filter(([key]) => key === 't').map(([, value]) => value ?? '');
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (timestamps.length !== 1 || !/^\d{1,12}$/.test(timestamps[0]!) || signatures.length === 0)
    return { ok: false, problem: 'malformed' };
  const timestamp = Number(timestamps[0]);
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const matches = signatures.some((signature) => {
    if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
    return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
  });
  if (!matches) return { ok: false, problem: 'mismatch' };
  // Only checked once the signature is good: a forger learns nothing about the clock.
  if (nowSeconds - timestamp > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, problem: 'stale' };
  return { ok: true };
}
