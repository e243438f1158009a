/**
 * How often a creator may have the product e-mail someone outside it about a release: a request
 * to sign (requestRelease) and the copy of a release signed in person (signReleaseInPerson) each
 * go to an address the creator typed, so each is limited per creator an hour and a day
 * (core/rate-limit.ts), the refusal saying when the next one fits.
 */
import { releaseMessages } from '@groundtruth/domain/release-messages';
import { rateLimits, type RateLimitScope, type TokenTake } from '../core/rate-limit';

const minutes = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 60_000));

/** An hour's and a day's bucket of `uid`, each refusal in its own words. */
function limits(
  uid: string,
  hourly: RateLimitScope,
  daily: RateLimitScope,
  words: {
    hourly: (max: number, minutes: number) => string;
    daily: (max: number, minutes: number) => string;
  },
): TokenTake[] {
  const key = `uid:${uid}`;
  return [
    {
      scope: hourly,
      key,
      refusal: (waitMs) => words.hourly(rateLimits[hourly].capacity, minutes(waitMs)),
    },
    {
      scope: daily,
      key,
      refusal: (waitMs) => words.daily(rateLimits[daily].capacity, minutes(waitMs)),
    },
  ];
}

/** The creator's buckets of release requests. */
export const releaseRequestLimits = (uid: string) =>
  limits(uid, 'releaseRequestsHourly', 'releaseRequestsDaily', {
    hourly: releaseMessages.releaseRequestsHourly,
    daily: releaseMessages.releaseRequestsDaily,
  });

/** The creator's buckets of releases signed in person. */
export const inPersonReleaseLimits = (uid: string) =>
  limits(uid, 'releaseSignaturesHourly', 'releaseSignaturesDaily', {
    hourly: releaseMessages.releaseSignaturesHourly,
    daily: releaseMessages.releaseSignaturesDaily,
  });
