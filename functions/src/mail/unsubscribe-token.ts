/**
 * The signed token of an unsubscribe link: it names the person and proves the link
 * came from us, so following it needs no sign-in. `<uid in base64url>.<HMAC-SHA256>`: an
 * HMAC over a purpose-prefixed uid, so a signature made for anything else never verifies here.
 * Tokens do not expire: an e-mail read a year later still unsubscribes (RFC 8058 expects the
 * link to keep working), and all one can do with it is turn e-mail off.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingKey } from './config';

const PURPOSE = 'unsubscribe:v1:';

function signature(uid: string): Buffer {
  return createHmac('sha256', signingKey())
    .update(PURPOSE + uid)
    .digest();
}

/** The unsubscribe token of `uid`. */
export function unsubscribeToken(uid: string): string {
  return `${Buffer.from(uid).toString('base64url')}.${signature(uid).toString('base64url')}`;
}

/** The uid a token was signed for, or null when it is malformed or not ours. */
export function verifyUnsubscribeToken(token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 512) return null;
  const [encodedUid, encodedSignature, ...rest] = token.split('.');
  if (!encodedUid || !encodedSignature || rest.length > 0) return null;
  const uid = Buffer.from(encodedUid, 'base64url').toString('utf8');
  if (!uid || Buffer.from(uid).toString('base64url') !== encodedUid) return null;
  const given = Buffer.from(encodedSignature, 'base64url');
  const expected = signature(uid);
  return given.length === expected.length && timingSafeEqual(given, expected) ? uid : null;
}
