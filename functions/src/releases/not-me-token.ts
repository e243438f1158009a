/**
 * The signed token of a release request's "This was not me" link (core/link-token.ts): it names
 * the release whose e-mail carried it, so the page finds the address to stop mailing without
 * showing it in the link. Like an unsubscribe link it does not expire (an e-mail read a year
 * later still works), and all it can do is stop release requests to that one address.
 */
import { linkToken, verifyLinkToken } from '../core/link-token';

const PURPOSE = 'release-not-me:v1:';
/** The latest time a Date can hold: the token's expiry, which never comes. */
const NEVER = 8_640_000_000_000_000;

/** The "This was not me" token of the release request `releaseId`. */
export function notMeToken(releaseId: string): string {
  return linkToken(PURPOSE, releaseId, NEVER);
}

/** The release a token was signed for, or null when it is malformed, changed or not ours. */
export function verifyNotMeToken(token: unknown): string | null {
  return verifyLinkToken(PURPOSE, token)?.subject ?? null;
}
