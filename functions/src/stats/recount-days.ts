/**
 * Days of staff analytics recounted from the source documents: the submissions and
 * payouts whose event times fall in the days, read a page at a time through single-field range
 * queries, so a recount reads about as many documents as the days (and, for the week's distinct
 * creators, their weeks so far) had events, never the platform's history. Several days are read
 * in one pass over the span they cover (a seed recounts a year at once).
 */
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
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
import { db } from '../core/app';
import { adminQuery } from '../repos/base';

/** Documents a page of a recount over many days reads (one day's pages are the jobs' own). */
const SPAN_PAGE_SIZE = 1000;

/** Every document `spec` returns, a page at a time. */
export async function readAll(
  spec: ListQuery,
  firestore: Firestore,
): Promise<QueryDocumentSnapshot[]> {
  const query = adminQuery(spec, firestore);
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

/** The documents of `docs` grouped by the UTC day of their `field`. */
function byDay(docs: QueryDocumentSnapshot[], field: string): Map<string, QueryDocumentSnapshot[]> {
  const days = new Map<string, QueryDocumentSnapshot[]>();
  for (const doc of docs) {
    const day = dayId(millis(doc, field));
    const list = days.get(day);
    if (list) list.push(doc);
    else days.set(day, [doc]);
  }
  return days;
}

/**
 * The stats of each of `days` (UTC, yyyy-mm-dd) as the source documents have them now, read from
 * `firestore` (the functions' database by default; a seed passes its own) in one pass from the
 * Monday of the first day's week to the end of the last day.
 */
export async function recountDays(
  days: readonly string[],
  firestore: Firestore = db(),
): Promise<Map<string, DailyStats>> {
  const result = new Map<string, DailyStats>();
  if (days.length === 0) return result;
  const sorted = [...days].sort();
  const first = sorted[0]!;
  const start = dayStart(first);
  const end = dayStart(addDays(sorted[sorted.length - 1]!, 1));
  const between = (collection: 'submissions' | 'payouts', field: string, from: Date) => {
    const spec = serverQueries.eventsBetween(
      collections[collection],
      field as Parameters<typeof serverQueries.eventsBetween>[1],
      from,
      end,
    );
    return readAll(sorted.length > 1 ? { ...spec, limit: SPAN_PAGE_SIZE } : spec, firestore);
  };
  const [weeksSoFar, firstReviews, appealDecisions, sent, bonuses] = await Promise.all([
    between('submissions', 'submitted_at', dayStart(weekOf(first))),
    between('submissions', 'first_reviewed_at', start),
    between('submissions', 'appeal_decided_at', start),
    between('payouts', 'sent_at', start),
    between('payouts', 'awarded_at', start),
  ]);
  const submitted = byDay(weeksSoFar, 'submitted_at');
  const reviewed = byDay(firstReviews, 'first_reviewed_at');
  const appealed = byDay(appealDecisions, 'appeal_decided_at');
  const paid = byDay(sent, 'sent_at');
  const awarded = byDay(bonuses, 'awarded_at');

  for (const day of sorted) {
    const stats = emptyDailyStats(day);
    const earlierThisWeek = new Set<string>();
    for (let d = weekOf(day); d < day; d = addDays(d, 1)) {
      for (const doc of submitted.get(d) ?? []) earlierThisWeek.add(doc.get('user_id') as string);
    }
    const today = new Set<string>();
    for (const doc of submitted.get(day) ?? []) {
      stats.submissions_received++;
      today.add(doc.get('user_id') as string);
    }
    stats.active_creators = today.size;
    stats.active_creators_week_new = [...today].filter((uid) => !earlierThisWeek.has(uid)).length;

    for (const doc of reviewed.get(day) ?? []) {
      // Only a rejection can be appealed: an appealed submission's first decision was a rejection.
      const decision = (
        doc.get('appeal_status') ? 'rejected' : doc.get('review_status')
      ) as ReviewDecision;
      stats[reviewCounter(decision)]++;
      const bucket = reviewTimeBucket(
        millis(doc, 'first_reviewed_at') - millis(doc, 'submitted_at'),
      );
      stats.review_time_hours[bucket] = (stats.review_time_hours[bucket] ?? 0) + 1;
    }
    for (const doc of appealed.get(day) ?? []) {
      stats[reviewCounter(doc.get('appeal_decision') as ReviewDecision)]++;
    }
    for (const doc of paid.get(day) ?? []) {
      stats.payouts_sent_count++;
      stats.payouts_sent_cents += doc.get('amount_cents') as number;
    }
    for (const doc of awarded.get(day) ?? []) {
      // A bonus paid again after a failed transfer is one award: the retry keeps the day it was
      // awarded, and the failed payout it replaced (retried_as) is not counted again.
      if (doc.get('retried_as')) continue;
      stats.bonuses_awarded_count++;
      stats.bonuses_awarded_cents += doc.get('amount_cents') as number;
    }
    result.set(day, stats);
  }
  return result;
}

/** The stats of `day` (UTC, yyyy-mm-dd) as the source documents have them now. */
export async function recountDay(day: string, firestore: Firestore = db()): Promise<DailyStats> {
  return (await recountDays([day], firestore)).get(day)!;
}
