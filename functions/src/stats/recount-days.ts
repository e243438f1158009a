/**
 * A day's staff analytics recounted from the source documents: the submissions and
 * payouts whose event times fall in the day, read a page at a time through single-field range
 * queries, so a recount reads about as many documents as the day (and, for the week's distinct
 * creators, the week so far) had events, never the platform's history.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import type { ReviewDecision } from '@groundtruth/domain/constants';
import { serverQueries } from '@groundtruth/domain/server-queries';
import type { ListQuery } from '@groundtruth/domain/query-spec';
import {
  addDays,
  dayId,
  dayStart,
  emptyDailyStats,
  reviewCounter,
  reviewTimeBucket,
  weekOf,
  type DailyStats,
} from '@groundtruth/domain/stats';
import { adminQuery } from '../repos/base';

/** Every document `spec` returns, a page at a time. */
async function readAll(spec: ListQuery): Promise<QueryDocumentSnapshot[]> {
  const query = adminQuery(spec);
  const docs: QueryDocumentSnapshot[] = [];
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snap = await (after ? query.startAfter(after) : query).get();
    docs.push(...snap.docs);
    if (snap.size < spec.limit) return docs;
    after = snap.docs[snap.docs.length - 1];
  }
}

const millis = (doc: QueryDocumentSnapshot, field: string): number =>
  (doc.get(field) as { toMillis(): number }).toMillis();

/** The stats of `day` (UTC, yyyy-mm-dd) as the source documents have them now. */
export async function recountDay(day: string): Promise<DailyStats> {
  const start = dayStart(day);
  const end = dayStart(addDays(day, 1));
  const between = (collection: 'submissions' | 'payouts', field: string, from: Date) =>
    readAll(
      serverQueries.eventsBetween(
        collections[collection],
        field as Parameters<typeof serverQueries.eventsBetween>[1],
        from,
        end,
      ),
    );
  const [weekSoFar, firstReviews, appealDecisions, sent] = await Promise.all([
    between('submissions', 'submitted_at', dayStart(weekOf(day))),
    between('submissions', 'first_reviewed_at', start),
    between('submissions', 'appeal_decided_at', start),
    between('payouts', 'sent_at', start),
  ]);
  const stats = emptyDailyStats(day);

  const earlierThisWeek = new Set<string>();
  const today = new Set<string>();
  for (const doc of weekSoFar) {
    const uid = doc.get('user_id') as string;
    if (dayId(millis(doc, 'submitted_at')) !== day) earlierThisWeek.add(uid);
    else {
      stats.submissions_received++;
      today.add(uid);
    }
  }
  stats.active_creators = today.size;
  stats.active_creators_week_new = [...today].filter((uid) => !earlierThisWeek.has(uid)).length;

  for (const doc of firstReviews) {
    // Only a rejection can be appealed: an appealed submission's first decision was a rejection.
    const decision = (
      doc.get('appeal_status') ? 'rejected' : doc.get('review_status')
    ) as ReviewDecision;
    stats[reviewCounter(decision)]++;
    const bucket = reviewTimeBucket(millis(doc, 'first_reviewed_at') - millis(doc, 'submitted_at'));
    stats.review_time_hours[bucket] = (stats.review_time_hours[bucket] ?? 0) + 1;
  }
  for (const doc of appealDecisions) {
    stats[reviewCounter(doc.get('appeal_decision') as ReviewDecision)]++;
  }
  for (const doc of sent) {
    stats.payouts_sent_count++;
    stats.payouts_sent_cents += doc.get('amount_cents') as number;
  }
  return stats;
}
