/**
 * recountReviewerStats: rewrites a reviewer's `reviewer_stats/{uid}` and their days
 * (`reviewer_stats_daily`) from the submissions, the source documents of the counters their
 * decisions keep (reviewer-stats.ts): the first reviews they made (`first_reviewer_id`, dated by
 * first_reviewed_at), the appeals they decided (`appeal_decided_by`, by appeal_decided_at), and
 * their rejections an appeal overturned (by appeal_decided_at), and the gold checks they made
 * (`gold_checks`, by decided_at). Second opinions have no source documents yet: their counters
 * are kept as stored.
 *
 * Safe while the reviewer decides: the transaction reads their totals document before the sources,
 * and every decision writes that document and its source in one transaction, so a decision either
 * committed before the read (and is in both) or makes this transaction start again. Writing the
 * recount again changes nothing; a document already equal to its recount is left alone.
 */
import { isDeepStrictEqual } from 'node:util';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import type { ReviewDecision } from '@groundtruth/domain/constants';
import { serverQueries } from '@groundtruth/domain/server-queries';
import {
  emptyReviewerDay,
  emptyReviewerStats,
  reviewerDayId,
  reviewerDaySchema,
  reviewerStatsSchema,
  type ReviewerCounter,
  type ReviewerDay,
  type ReviewerStats,
} from '@groundtruth/domain/reviewer-stats';
import { dayId, reviewTimeBucket } from '@groundtruth/domain/stats';
import { db } from '../core/app';
import { readAll } from './recount-days';

/** The counters whose sources do not exist yet: a recount keeps them as stored. */
const KEPT: readonly ReviewerCounter[] = ['second_opinions_given', 'second_opinions_agreed'];

type Counted = Omit<ReviewerStats, 'uid'>;

const millis = (doc: DocumentData, field: string): number =>
  (doc[field] as { toMillis(): number }).toMillis();

/** The review-derived counters of `uid`, in total and per day, from their source documents. */
async function countFromSources(uid: string, firestore: Firestore) {
  const [firstReviews, appealDecisions, goldChecks] = await Promise.all([
    readAll(serverQueries.firstReviewsBy(uid), firestore),
    readAll(serverQueries.appealsDecidedBy(uid), firestore),
    readAll(serverQueries.goldChecksBy(uid), firestore),
  ]);
  const total = emptyReviewerStats(uid);
  const days = new Map<string, ReviewerDay>();
  const add = (at: number, counters: Partial<Record<ReviewerCounter, number>>, bucket?: string) => {
    const day = dayId(at);
    if (!days.has(day)) days.set(day, emptyReviewerDay(uid, day));
    for (const target of [total, days.get(day)!] as Counted[]) {
      for (const [field, n] of Object.entries(counters)) target[field as ReviewerCounter] += n;
      if (bucket) target.review_time_hours[bucket] = (target.review_time_hours[bucket] ?? 0) + 1;
    }
  };
  for (const snap of firstReviews) {
    const s = snap.data();
    if (!s.first_reviewed_at) continue;
    const at = millis(s, 'first_reviewed_at');
    // Only a rejection can be appealed: an appealed submission's first decision was a rejection.
    const decision = (s.appeal_status ? 'rejected' : s.review_status) as ReviewDecision;
    add(at, { decisions: 1, [decision]: 1 }, reviewTimeBucket(at - millis(s, 'submitted_at')));
    if (s.appeal_status === 'decided' && s.appeal_decided_at && s.appeal_decision !== 'rejected')
      add(millis(s, 'appeal_decided_at'), { overturned_on_appeal: 1 });
  }
  for (const snap of appealDecisions) {
    const s = snap.data();
    if (!s.appeal_decided_at) continue;
    const decision = s.appeal_decision as ReviewDecision;
    add(millis(s, 'appeal_decided_at'), { decisions: 1, [decision]: 1 });
  }
  for (const snap of goldChecks) {
    const check = snap.data();
    add(millis(check, 'decided_at'), { gold_total: 1, gold_correct: check.correct ? 1 : 0 });
  }
  return { total, days };
}

/** `counted` with the stored values of the counters a recount keeps. */
function keepStored<T extends Counted>(counted: T, stored: Counted): T {
  const result = { ...counted };
  for (const field of KEPT) result[field] = stored[field];
  return result;
}

/**
 * Recounts reviewer `uid` and writes each of their documents that differs from its recount;
 * returns how many it wrote. `firestore` is the functions' database unless a tool passes its own.
 */
export async function recountReviewerStats(
  uid: string,
  firestore: Firestore = db(),
): Promise<number> {
  const totalsRef = firestore.collection(collections.reviewerStats).doc(uid);
  const dayRef = (day: string) =>
    firestore.collection(collections.reviewerStatsDaily).doc(reviewerDayId(uid, day));
  return firestore.runTransaction(async (tx) => {
    const totalsSnap = await tx.get(totalsRef);
    const [storedDays, counted] = await Promise.all([
      readAll(serverQueries.reviewerDaysOf(uid), firestore),
      countFromSources(uid, firestore),
    ]);
    let written = 0;
    const storedTotals = totalsSnap.exists
      ? reviewerStatsSchema.parse(totalsSnap.data())
      : emptyReviewerStats(uid);
    const totals = keepStored(counted.total, storedTotals);
    // A reviewer with no document and nothing to count stays without one.
    if (!isDeepStrictEqual(storedTotals, totals)) {
      tx.set(totalsRef, totals);
      written++;
    }
    const stored = new Map(
      storedDays.map((snap) => {
        const day = reviewerDaySchema.parse(snap.data());
        return [day.day, day];
      }),
    );
    for (const day of new Set([...stored.keys(), ...counted.days.keys()])) {
      const was = stored.get(day) ?? emptyReviewerDay(uid, day);
      const now = keepStored(counted.days.get(day) ?? emptyReviewerDay(uid, day), was);
      if (isDeepStrictEqual(was, now)) continue;
      tx.set(dayRef(day), now);
      written++;
    }
    return written;
  });
}
