/**
 * The signed token of a release link: it names one release and until when it may be signed,
 * and proves the link came from us, so the person in frame signs without an account.
 * `<release id in base64url>.<expiry, ms since epoch, base36>.<HMAC-SHA256>`: the HMAC covers a
 * purpose-prefixed id and expiry with the mail signing key, so neither can be changed and an
 * unsubscribe token never verifies here.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingKey } from '../mail/config';

const PURPOSE = 'release:v1:';

function signature(releaseId: string, expiresAt: string): Buffer {
  return createHmac('sha256', signingKey()).update(`${PURPOSE}${releaseId}:${expiresAt}`).digest();
}

/** The link token of `releaseId`, signable until `expiresAtMs`. */
export function releaseToken(releaseId: string, expiresAtMs: number): string {
  const expiry = expiresAtMs.toString(36);
  const id = Buffer.from(releaseId).toString('base64url');
  return `${id}.${expiry}.${signature(releaseId, expiry).toString('base64url')}`;
}

/** What a token says once verified: its release and whether its signing time has run out. */
export interface VerifiedReleaseToken {
  releaseId: string;
  expired: boolean;
}

/** The release a token was signed for, or null when it is malformed, changed or not ours. */
export function verifyReleaseToken(token: unknown, now = Date.now()): VerifiedReleaseToken | null {
  if (typeof token !== 'string' || token.length > 1024) return null;
  const [encodedId, expiry, encodedSignature, ...rest] = token.split('.');
  if (!encodedId || !expiry || !encodedSignature || rest.length > 0) return null;
  if (!/^[0-9a-z]{1,12}$/.test(expiry)) return null;
  const releaseId = Buffer.from(encodedId, 'base64url').toString('utf8');
  if (!releaseId || Buffer.from(releaseId).toString('base64url') !== encodedId) return null;
  const given = Buffer.from(encodedSignature, 'base64url');
  const expected = signature(releaseId, expiry);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { releaseId, expired: parseInt(expiry, 36) <= now };
}
