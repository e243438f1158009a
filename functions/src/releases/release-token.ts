/**
 * The signed token of a release link (core/link-token.ts): it names one release and until when
 * it may be signed, so the person in frame signs without an account.
 */
import { linkToken, verifyLinkToken } from '../core/link-token';

const PURPOSE = 'release:v1:';

/** The link token of `releaseId`, signable until `expiresAtMs`. */
export function releaseToken(releaseId: string, expiresAtMs: number): string {
  return linkToken(PURPOSE, releaseId, expiresAtMs);
}

/** What a token says once verified: its release and whether its signing time has run out. */
export interface VerifiedReleaseToken {
  releaseId: string;
  expired: boolean;
}

/** The release a token was signed for, or null when it is malformed, changed or not ours. */
export function verifyReleaseToken(token: unknown, now = Date.now()): VerifiedReleaseToken | null {
  const verified = verifyLinkToken(PURPOSE, token, now);
  return verified && { releaseId: verified.subject, expired: verified.expired };
}
