/**
 * Signed link tokens: a link that names one document and until when it works, and proves it came
 * from us, so whoever follows it needs no session (a person in frame signing a release; a
 * browser downloading a dataset archive by navigating to it).
 * `<subject id in base64url>.<expiry, ms since epoch, base36>.<HMAC-SHA256>`: the HMAC covers a
 * purpose-prefixed id and expiry with the mail signing key, so neither can be changed and a token
 * made for one purpose (or an unsubscribe token) never verifies for another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingKey } from '../mail/config';

function signature(purpose: string, subject: string, expiresAt: string): Buffer {
  return createHmac('sha256', signingKey()).update(`${purpose}${subject}:${expiresAt}`).digest();
}

/** A token for `subject`, for `purpose` (e.g. 'release:v1:'), valid until `expiresAtMs`. */
export function linkToken(purpose: string, subject: string, expiresAtMs: number): string {
  const expiry = expiresAtMs.toString(36);
  const id = Buffer.from(subject).toString('base64url');
  return `${id}.${expiry}.${signature(purpose, subject, expiry).toString('base64url')}`;
}

/** What a token says once verified: its subject and whether its time has run out. */
export interface VerifiedLinkToken {
  subject: string;
  expired: boolean;
}

/** The subject a token was signed for, or null when it is malformed, changed or not ours. */
export function verifyLinkToken(
  purpose: string,
  token: unknown,
  now = Date.now(),
): VerifiedLinkToken | null {
  if (typeof token !== 'string' || token.length > 1024) return null;
  const [encodedId, expiry, encodedSignature, ...rest] = token.split('.');
  if (!encodedId || !expiry || !encodedSignature || rest.length > 0) return null;
  if (!/^[0-9a-z]{1,12}$/.test(expiry)) return null;
  const subject = Buffer.from(encodedId, 'base64url').toString('utf8');
  if (!subject || Buffer.from(subject).toString('base64url') !== encodedId) return null;
  const given = Buffer.from(encodedSignature, 'base64url');
  const expected = signature(purpose, subject, expiry);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { subject, expired: parseInt(expiry, 36) <= now };
}
