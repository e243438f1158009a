import { useQuery } from '@tanstack/react-query';
import { submissionSchema } from '@groundtruth/domain/entities';
import { effectiveRateCents } from '@groundtruth/domain/fair-pay';
import { fairPayQueries, MY_RATE_DAYS } from '@groundtruth/domain/fair-pay-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { paymentKeys } from '../payments-keys';

/** A creator's effective hourly rate: cents an hour, and how many submissions it is of. */
export interface MyRate {
  /** Null without approved work with a measured time. */
  centsPerHour: number | null;
  submissions: number;
}

/**
 * The creator's effective hourly rate over the last MY_RATE_DAYS days: what their approved
 * submissions paid ÷ the minutes they took (effort_minutes; those made before it was measured
 * are left out), read from their own submissions (bounded: MY_RATE_LIMIT, the newest).
 */
export async function getMyRate(userId: string, now = Date.now()): Promise<MyRate> {
  const since = new Date(now - MY_RATE_DAYS * 86_400_000);
  const page = await fetchPage(
    await firestore(),
    fairPayQueries.myApprovedSince(userId, since),
    submissionSchema,
  );
  const work = page.items.flatMap((s) =>
    s.effort_minutes ? [{ cents: s.payout_amount_cents, minutes: s.effort_minutes }] : [],
  );
  return { centsPerHour: effectiveRateCents(work), submissions: work.length };
}

/** Earnings' hourly rate. */
export function useMyRate(userId: string) {
  return useQuery({ queryKey: paymentKeys.myRate(userId), queryFn: () => getMyRate(userId) });
}
