/**
 * Staff analytics: stats_daily stays equal to a recount from the source documents.
 * A seeded random sequence of events — submissions, resubmissions, reviews (two staff deciding
 * the same submission at once, several submissions decided at once), appeals and their
 * decisions, payouts sent and failed — each with a retry of the same call, goes through the
 * callables; then what the day's documents gained equals a count made here, independently of
 * the functions' code, from the submissions and payouts written since the sequence began.
 * The same sequence checks the counters the overviews read (creator_stats per creator, and what
 * platform_counters/overview gained) against counts of the documents, midway and at the end.
 * The recount job is checked on documents of past days written directly (as a seed would), and
 * on the current day, also while events are counted in it.
 */
import { AggregateField, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { reviewStatuses } from '@groundtruth/domain/constants';
import {
  creatorStatsDocPath,
  creatorStatsSchema,
  OVERVIEW_COUNTERS_PATH,
  overviewCountersSchema,
  type OverviewCounters,
  submissionStatusCounter,
  DAILY_COUNTERS,
  dailyStatsSchema,
  dayId,
  emptyDailyStats,
  REVIEW_TIME_BUCKETS,
  reviewCounter,
  reviewTimeBucket,
  type DailyStats,
} from '@groundtruth/domain/stats';
import { db } from '../src/core/app';
import { countPayoutSent } from '../src/stats/daily-stats';
import { recountAndStore, recountDailyStats } from '../src/stats/recount-daily-stats';
import { recountDay } from '../src/stats/recount-days';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { addVerifiedPayoutAccount, approved, attestation, newTask, upload } from '../testing/flows';
import { HOUR, runAt, runTwiceAtOnce } from '../testing/jobs';
import { mulberry32 } from '../../tooling/mulberry32.mjs';
import { because } from '../testing/review-why';

const SEED = Number(process.env.GT_STATS_SEED ?? 25);

async function storedStats(): Promise<Map<string, DailyStats>> {
  const snap = await admin.db().collection('stats_daily').get();
  return new Map(snap.docs.map((d) => [d.id, dailyStatsSchema.parse(d.data())]));
}

/** What `after` gained over `before`, per day (days untouched left out). */
function gained(before: Map<string, DailyStats>, after: Map<string, DailyStats>) {
  const result = new Map<string, DailyStats>();
  for (const [day, now] of after) {
    const was = before.get(day) ?? emptyDailyStats(day);
    const delta = emptyDailyStats(day);
    for (const field of DAILY_COUNTERS) delta[field] = now[field] - was[field];
    for (const bucket of REVIEW_TIME_BUCKETS) {
      const n = (now.review_time_hours[bucket] ?? 0) - (was.review_time_hours[bucket] ?? 0);
      if (n !== 0) delta.review_time_hours[bucket] = n;
    }
    if (JSON.stringify(delta) !== JSON.stringify(emptyDailyStats(day))) result.set(day, delta);
  }
  return result;
}

const ms = (value: unknown) => (value as Timestamp).toMillis();

/**
 * The recount, written here from the definitions (domain/src/stats.ts), not from the functions:
 * every submission and payout of the database, each event counted on the UTC day of its time,
 * only events at or after `since`. The creators are new, so none was active earlier.
 */
async function recountSince(since: number): Promise<Map<string, DailyStats>> {
  const db = admin.db();
  const [subs, pays] = await Promise.all([
    db.collection('submissions').get(),
    db.collection('payouts').get(),
  ]);
  const days = new Map<string, DailyStats>();
  const on = (at: number) => {
    const day = dayId(at);
    if (!days.has(day)) days.set(day, emptyDailyStats(day));
    return days.get(day)!;
  };
  const activeDay = new Set<string>();
  const activeWeek = new Set<string>();
  const bySubmitted = subs.docs
    .map((d) => d.data())
    .filter((s) => s.submitted_at && ms(s.submitted_at) >= since)
    .sort((a, b) => ms(a.submitted_at) - ms(b.submitted_at));
  for (const s of bySubmitted) {
    const at = ms(s.submitted_at);
    const day = on(at);
    day.submissions_received++;
    const monday = dayId(at - ((new Date(at).getUTCDay() + 6) % 7) * 24 * HOUR);
    if (!activeDay.has(`${day.day}/${s.user_id}`)) day.active_creators++;
    if (!activeWeek.has(`${monday}/${s.user_id}`)) day.active_creators_week_new++;
    activeDay.add(`${day.day}/${s.user_id}`);
    activeWeek.add(`${monday}/${s.user_id}`);
  }
  for (const s of subs.docs.map((d) => d.data() as DocumentData)) {
    if (s.first_reviewed_at && ms(s.first_reviewed_at) >= since) {
      const day = on(ms(s.first_reviewed_at));
      day[reviewCounter(s.appeal_status ? 'rejected' : s.review_status)]++;
      const bucket = reviewTimeBucket(ms(s.first_reviewed_at) - ms(s.submitted_at));
      day.review_time_hours[bucket] = (day.review_time_hours[bucket] ?? 0) + 1;
    }
    if (s.appeal_decided_at && ms(s.appeal_decided_at) >= since) {
      on(ms(s.appeal_decided_at))[reviewCounter(s.appeal_decision)]++;
    }
  }
  for (const p of pays.docs.map((d) => d.data())) {
    if (p.status === 'sent' && ms(p.sent_at) >= since) {
      const day = on(ms(p.sent_at));
      day.payouts_sent_count++;
      day.payouts_sent_cents += p.amount_cents as number;
    }
  }
  return days;
}

/**
 * Each creator's creator_stats (the overview's counts, kept by the same transactions) equals a
 * count of their submissions per review state made now; returns how many were pending.
 */
async function expectCreatorStatsRecounted(uids: readonly string[]): Promise<number> {
  const db = admin.db();
  let pending = 0;
  for (const uid of uids) {
    const kept = creatorStatsSchema.parse((await db.doc(creatorStatsDocPath(uid)).get()).data());
    const theirs = await db.collection('submissions').where('user_id', '==', uid).get();
    for (const status of reviewStatuses) {
      const counted = theirs.docs.filter((d) => d.get('review_status') === status).length;
      expect(kept[submissionStatusCounter(status)], `${uid} ${status}`).toBe(counted);
      if (status === 'pending') pending += counted;
    }
  }
  return pending;
}

/** The overview's counters as kept, and the same figures counted from the documents now. */
async function overviewFigures(): Promise<{ kept: OverviewCounters; counted: OverviewCounters }> {
  const db = admin.db();
  const count = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;
  const submissions = db.collection('submissions');
  const pendingPayouts = db.collection('payouts').where('status', '==', 'pending');
  const [kept, users, published, pending, appeals, payouts, payoutCents] = await Promise.all([
    db.doc(OVERVIEW_COUNTERS_PATH).get(),
    count(db.collection('users')),
    count(db.collection('tasks').where('status', '==', 'published')),
    count(submissions.where('review_status', '==', 'pending')),
    count(submissions.where('appeal_status', '==', 'open')),
    count(pendingPayouts),
    pendingPayouts
      .aggregate({ cents: AggregateField.sum('amount_cents') })
      .get()
      .then((s) => s.data().cents),
  ]);
  return {
    kept: overviewCountersSchema.parse(kept.data() ?? {}),
    counted: {
      users,
      tasks_published: published,
      submissions_pending: pending,
      appeals_open: appeals,
      payouts_pending: payouts,
      payouts_pending_cents: payoutCents,
    },
  };
}

/**
 * What the kept counters gained since `before` equals what the counts gained: the events in
 * between, whatever the file's earlier tests wrote directly.
 */
function expectSameGain(before: Awaited<ReturnType<typeof overviewFigures>>, now: typeof before) {
  for (const field of Object.keys(now.kept) as (keyof OverviewCounters)[]) {
    expect(now.kept[field] - before.kept[field], field).toBe(
      now.counted[field] - before.counted[field],
    );
  }
}

describe('stats_daily kept by the events', () => {
  let supportA: Member;
  let supportB: Member;
  let payer: Member;
  let creators: Member[];

  beforeAll(async () => {
    [supportA, supportB, payer] = await Promise.all([
      newStaff('support'),
      newStaff('support', 'Sue Support'),
      newStaff('admin'),
    ]);
    creators = await Promise.all([newCreator('s1'), newCreator('s2'), newCreator('s3')]);
    // One creator is paid to an account the sandbox declines: some payouts fail, others are sent.
    await addVerifiedPayoutAccount(creators[0]!, {
      provider: 'paypal',
      accountId: 'c1@example.com',
    });
    await addVerifiedPayoutAccount(creators[1]!, {
      provider: 'paypal',
      accountId: 'fail-c2@example.com',
    });
    await addVerifiedPayoutAccount(creators[2]!, {
      provider: 'stripe_connect',
      accountId: 'acct_c3',
    });
  });

  it('should equal a recount from the source documents after a random sequence of events', async () => {
    const next = mulberry32(SEED); // deterministic, so a failing sequence can be replayed
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const before = await storedStats();
    const since = Date.now();
    const figuresBefore = await overviewFigures();
    // A draft published then closed counts and stops counting.
    const draft = await newTask(payer, { status: 'draft' });
    await payer.call(callables.setTaskStatus, { taskId: draft, status: 'published' });
    expectSameGain(figuresBefore, await overviewFigures());
    await payer.call(callables.setTaskStatus, { taskId: draft, status: 'closed' });
    // Every way a payout enters and leaves pending: an approval with no payment method, processed
    // (failed straight from pending), then requested again with one, then processed.
    const s4 = await newCreator('s4');
    const unpaid = await approved(s4, supportA, 6000);
    await payer.call(callables.processPayout, { payoutId: unpaid });
    await addVerifiedPayoutAccount(s4, { provider: 'paypal', accountId: 's4@example.com' });
    const { payoutIds } = await s4.call(callables.requestPayout, {});
    const requested = await overviewFigures();
    expectSameGain(figuresBefore, requested);
    expect(requested.counted.payouts_pending - figuresBefore.counted.payouts_pending).toBe(1);
    await payer.call(callables.processPayout, { payoutId: payoutIds[0]! });

    const tasks = await Promise.all(
      [1500, 2500, 4000, 999].map((cents) => newTask(payer, { payoutAmountCents: cents })),
    );
    type Work = { creator: Member; taskId: string; id: string; status: string; appeal?: string };
    const work: Work[] = [];
    const accepted = new Set<string>();
    const refusals: string[] = [];
    const refused = async (call: Promise<unknown>) => {
      const err = (await call.then(
        () => null,
        (e: { code?: string }) => e,
      )) as { code?: string } | null;
      expect(err, 'a retry must be refused').not.toBeNull();
      refusals.push(err!.code ?? '');
    };
    const submit = async (creator: Member, taskId: string) => {
      const input = {
        taskId,
        notes: 'take',
        filePaths: [await upload(creator, taskId)],
        fileNames: ['take.mp4'],
        attestation,
      };
      const { submissionId } = await creator.call(callables.submitWork, input);
      work.push({ creator, taskId, id: submissionId, status: 'pending' });
      // The same call again, as a client retrying after a lost answer: refused, counted once.
      await refused(creator.call(callables.submitWork, input));
    };
    const review = async (item: Work) => {
      const decision = pick(['approved', 'rejected', 'needs_changes'] as const);
      // Two staff decide the same submission at once: one wins, the other is refused.
      const outcomes = await Promise.allSettled(
        [supportA, supportB].map((staff) =>
          staff.call(callables.reviewSubmission, {
            submissionId: item.id,
            decision,
            ...because(decision),
          }),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      item.status = decision;
    };

    for (let step = 0; step < 30; step++) {
      const roll = next();
      const pending = work.filter((w) => w.status === 'pending');
      const rejected = work.filter((w) => w.status === 'rejected' && !w.appeal);
      const appealed = work.filter((w) => w.appeal === 'open');
      const changes = work.filter(
        (w) =>
          w.status === 'needs_changes' &&
          !work.some(
            (o) => o.taskId === w.taskId && o.creator === w.creator && o !== w && o.id > w.id,
          ),
      );
      if (roll < 0.35 || pending.length === 0) {
        const creator = pick(creators);
        const fresh = tasks.filter((t) => !accepted.has(`${creator.uid}/${t}`));
        if (fresh.length === 0) continue;
        const taskId = pick(fresh);
        accepted.add(`${creator.uid}/${taskId}`);
        await creator.call(callables.acceptTask, { taskId });
        await submit(creator, taskId);
      } else if (roll < 0.55) {
        await review(pick(pending));
      } else if (roll < 0.65 && pending.length >= 2) {
        // Several submissions decided at once: their increments meet on one day's document.
        await Promise.all(pending.slice(0, 3).map(review));
      } else if (roll < 0.72 && changes.length > 0) {
        const item = pick(changes);
        await submit(item.creator, item.taskId);
      } else if (roll < 0.8 && rejected.length > 0) {
        const item = pick(rejected);
        await item.creator.call(callables.appealSubmission, {
          submissionId: item.id,
          message: 'Please look again',
        });
        item.appeal = 'open';
      } else if (roll < 0.88 && appealed.length > 0) {
        const item = pick(appealed);
        const decision = pick(['approved', 'rejected'] as const);
        const outcomes = await Promise.allSettled(
          [supportA, supportB].map((staff) =>
            staff.call(callables.decideAppeal, {
              submissionId: item.id,
              decision,
              ...because(decision),
            }),
          ),
        );
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        item.appeal = 'decided';
        item.status = decision;
      } else {
        const payable = await admin
          .db()
          .collection('payouts')
          .where('status', '==', 'pending')
          .where(
            'user_id',
            'in',
            creators.map((c) => c.uid),
          )
          .get();
        if (payable.empty) continue;
        const payoutId = pick(payable.docs).id;
        await payer.call(callables.processPayout, { payoutId });
        await refused(payer.call(callables.processPayout, { payoutId }));
      }
      if (next() < 0.3 && work.some((w) => w.status !== 'pending')) {
        // A review sent again after it was decided: refused, nothing counted.
        const done = pick(work.filter((w) => w.status !== 'pending'));
        await refused(
          supportA.call(callables.reviewSubmission, {
            submissionId: done.id,
            decision: 'approved',
          }),
        );
      }
    }

    const midway = await expectCreatorStatsRecounted(creators.map((c) => c.uid));
    expect(midway).toBe(work.filter((w) => w.status === 'pending').length);
    const figuresMidway = await overviewFigures();
    expectSameGain(figuresBefore, figuresMidway);

    // Last, what is left: every pending submission decided, every pending payout processed,
    // each payout by two admin calls at once (one claims it, the other is refused).
    await Promise.all(work.filter((w) => w.status === 'pending').map(review));
    const payable = await admin
      .db()
      .collection('payouts')
      .where('status', '==', 'pending')
      .where(
        'user_id',
        'in',
        creators.map((c) => c.uid),
      )
      .get();
    for (const { id: payoutId } of payable.docs) {
      const outcomes = await Promise.allSettled([
        payer.call(callables.processPayout, { payoutId }),
        payer.call(callables.processPayout, { payoutId }),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    }

    const recount = await recountSince(since);
    expect(gained(before, await storedStats())).toEqual(recount);
    expect(await expectCreatorStatsRecounted(creators.map((c) => c.uid))).toBe(0);
    const figuresAfter = await overviewFigures();
    expectSameGain(figuresBefore, figuresAfter);
    // The sequence moved every counter at some point.
    expect(figuresAfter.counted.users - figuresBefore.counted.users).toBe(1);
    expect(figuresAfter.counted.tasks_published - figuresBefore.counted.tasks_published).toBe(5);
    // The sequence did what it is meant to test.
    const total = (field: keyof DailyStats) =>
      [...recount.values()].reduce((sum, d) => sum + (d[field] as number), 0);
    expect(total('submissions_received')).toBeGreaterThan(5);
    expect(total('reviews_approved') + total('reviews_rejected')).toBeGreaterThan(2);
    expect(total('payouts_sent_count')).toBeGreaterThan(0);
    expect(refusals.length).toBeGreaterThan(5);
  }, 240_000);
});

describe('recountDailyStats', () => {
  // Days long past, which no other test of the file writes events in.
  const day = '2024-03-06'; // a Wednesday
  const at = (iso: string) => Timestamp.fromDate(new Date(iso));

  beforeAll(async () => {
    const db = admin.db();
    const batch = db.batch();
    const submission = (id: string, user: string, submitted: string, extra: DocumentData = {}) =>
      batch.set(db.doc(`submissions/rc-${id}`), {
        user_id: user,
        task_id: 'rc-task',
        review_status: 'pending',
        submitted_at: at(submitted),
        payout_amount_cents: 1000,
        ...extra,
      });
    submission('monday', 'rc-ann', '2024-03-04T10:00:00Z'); // Monday: Ann active this week already
    submission('a1', 'rc-ann', '2024-03-06T09:00:00Z', {
      review_status: 'approved',
      first_reviewed_at: at('2024-03-06T09:30:00Z'),
    });
    submission('b1', 'rc-bob', '2024-03-06T11:00:00Z');
    submission('b2', 'rc-bob', '2024-03-06T23:59:59Z');
    submission('old', 'rc-cat', '2024-03-01T08:00:00Z', {
      review_status: 'approved',
      first_reviewed_at: at('2024-03-06T08:00:00Z'),
      appeal_status: 'decided',
      appeal_decision: 'approved',
      appeal_decided_at: at('2024-03-06T20:00:00Z'),
    });
    submission('next', 'rc-dan', '2024-03-07T00:00:00Z');
    batch.set(db.doc('payouts/rc-sent'), {
      user_id: 'rc-ann',
      amount_cents: 1234,
      status: 'sent',
      sent_at: at('2024-03-06T12:00:00Z'),
    });
    batch.set(db.doc('payouts/rc-sent-later'), {
      user_id: 'rc-ann',
      amount_cents: 99,
      status: 'sent',
      sent_at: at('2024-03-07T12:00:00Z'),
    });
    // A figure a bug or a direct write left wrong: the recount corrects it.
    batch.set(db.doc(`stats_daily/${day}`), { day, submissions_received: 40 });
    await batch.commit();
  });

  // One story, in order: the first recount rewrites, a second changes nothing, and a later direct
  // write to a day is left alone until the day has closed.
  it('should rewrite the last closed days and the current day from the source documents once, then change nothing, and leave a day alone until it has closed', async () => {
    const now = new Date('2024-03-07T00:20:00Z');
    // The 6th, closed, and the 7th, the current day (Dan's submission, the later payout).
    expect(await runAt(recountDailyStats, now)).toEqual({ changed: 2, skipped: 0 });
    const current = await admin.db().doc('stats_daily/2024-03-07').get();
    expect(dailyStatsSchema.parse(current.data())).toEqual({
      ...emptyDailyStats('2024-03-07'),
      submissions_received: 1,
      active_creators: 1,
      active_creators_week_new: 1,
      payouts_sent_count: 1,
      payouts_sent_cents: 99,
    });
    const snap = await admin.db().doc(`stats_daily/${day}`).get();
    expect(dailyStatsSchema.parse(snap.data())).toEqual({
      ...emptyDailyStats(day),
      submissions_received: 3,
      active_creators: 2,
      active_creators_week_new: 1, // Bob; Ann was active on Monday
      reviews_approved: 2, // Ann's first review, and Cat's appeal decided as an approval
      reviews_rejected: 1, // Cat's first review (appealed, so it was a rejection)
      payouts_sent_count: 1,
      payouts_sent_cents: 1234,
      review_time_hours: { lt_1h: 1, lt_168h: 1 }, // 30 minutes; 120 hours
    });

    // Run again, or twice at once: nothing changes.
    const later = new Date('2024-03-07T05:00:00Z');
    expect(await runAt(recountDailyStats, later)).toEqual({ changed: 0, skipped: 0 });
    expect(await runTwiceAtOnce(recountDailyStats, later)).toEqual([
      { changed: 0, skipped: 0 },
      { changed: 0, skipped: 0 },
    ]);

    // 00:10 on the 7th: the 6th has not closed yet (grace for transactions in flight).
    await admin.db().doc(`stats_daily/${day}`).update({ payouts_sent_count: 7 });
    await runAt(recountDailyStats, new Date('2024-03-07T00:10:00Z'));
    expect((await admin.db().doc(`stats_daily/${day}`).get()).get('payouts_sent_count')).toBe(7);
    await runAt(recountDailyStats, new Date('2024-03-07T00:16:00Z'));
    expect((await admin.db().doc(`stats_daily/${day}`).get()).get('payouts_sent_count')).toBe(1);
  });
});

describe('recountDailyStats on the current day', () => {
  // A day long past, which no other test of the file writes events in, taken as the current day.
  const today = '2024-05-15';
  const noon = new Date(`${today}T12:00:00Z`);
  const at = (minutes: number) => Timestamp.fromMillis(noon.getTime() - minutes * 60_000);

  /** A payout sent at `sentAt`, counted in the same transaction, as `settle` does. */
  const sendPayout = (id: string, cents: number, sentAt: Timestamp) =>
    db().runTransaction(async (tx) => {
      tx.set(db().doc(`payouts/${id}`), {
        user_id: 'rt-ann',
        amount_cents: cents,
        status: 'sent',
        sent_at: sentAt,
      });
      countPayoutSent(tx, cents, sentAt);
    });

  // One story, in order: the day repaired, then recounted again while events are counted in it.
  it('should repair the current day when a direct write left it wrong, and lose no increment of events counted while it recounts the day', async () => {
    const batch = admin.db().batch();
    for (let i = 0; i < 3; i++)
      batch.set(admin.db().doc(`submissions/rt-${i}`), {
        user_id: `rt-creator-${i % 2}`,
        task_id: 'rt-task',
        review_status: 'pending',
        submitted_at: at(60 + i),
        payout_amount_cents: 1000,
      });
    // What a tool writing the day's figures over the events' left: fewer than the documents.
    batch.set(admin.db().doc(`stats_daily/${today}`), {
      ...emptyDailyStats(today),
      submissions_received: 1,
    });
    await batch.commit();

    expect(await runAt(recountDailyStats, noon)).toEqual({ changed: 1, skipped: 0 });
    const snap = await admin.db().doc(`stats_daily/${today}`).get();
    expect(dailyStatsSchema.parse(snap.data())).toEqual({
      ...emptyDailyStats(today),
      submissions_received: 3,
      active_creators: 2,
      active_creators_week_new: 2,
    });
    expect(await runAt(recountDailyStats, noon)).toEqual({ changed: 0, skipped: 0 });

    // Wrong again, so each recount writes; events are counted in the day meanwhile.
    await admin.db().doc(`stats_daily/${today}`).update({ submissions_received: 40 });
    await Promise.all([
      ...Array.from({ length: 24 }, (_, i) => sendPayout(`rt-pay-${i}`, 100 + i, at(30 - i))),
      ...Array.from({ length: 6 }, () => recountAndStore(today)),
    ]);
    const counted = await admin.db().doc(`stats_daily/${today}`).get();
    expect(dailyStatsSchema.parse(counted.data())).toEqual(await recountDay(today));
    expect(counted.get('payouts_sent_count')).toBe(24);
    expect(counted.get('submissions_received')).toBe(3);
  });
});
