/**
 * Staff analytics: each day's figures (its stats_daily base plus its stats_daily_shards) stay
 * equal to a recount from the source documents.
 * A seeded random sequence of events — submissions, resubmissions, reviews (two staff deciding
 * the same submission at once, several submissions decided at once), appeals and their
 * decisions, payouts sent and failed — each with a retry of the same call, goes through the
 * callables; then what the day's documents gained equals a count made here, independently of
 * the functions' code, from the submissions and payouts written since the sequence began.
 * The same sequence checks the counters the creator overview reads (creator_stats per creator)
 * against counts of the documents, midway and at the end, and that every event added to one shard
 * of its day and never to the base. The recount job is checked on documents of past days written
 * directly (as a seed would), on the current day, also while events are counted in it, and on the
 * day's close, when it folds the day's shards into its base.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { reviewStatuses } from '@groundtruth/domain/constants';
import {
  creatorStatsDocPath,
  creatorStatsSchema,
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
import { statsShardOf } from '@groundtruth/domain/stats-shards';
import { db } from '../src/core/app';
import { countPayoutSent } from '../src/stats/daily-stats';
import {
  recountAndStore,
  recountAndStoreDays,
  recountDailyStats,
} from '../src/stats/recount-daily-stats';
import { recountDay } from '../src/stats/recount-days';
import { admin, newStaff, type Member } from '../testing/clients';
import { payableCreator } from '../testing/tax';
import { storedDay, storedDays } from '../testing/counters';
import { addVerifiedPayoutAccount, approved, attestation, newTask, upload } from '../testing/flows';
import { HOUR, runAt, runTwiceAtOnce } from '../testing/jobs';
import { mulberry32 } from '../../tooling/mulberry32.mjs';
import { because } from '../testing/review-why';

const SEED = Number(process.env.GT_STATS_SEED ?? 25);

/** Every day's figures as stored: its base plus its shards. */
const storedStats = storedDays;

/** The update times of the bases and the shards, by path. */
async function partVersions(): Promise<Map<string, number>> {
  const db = admin.db();
  const [bases, shards] = await Promise.all([
    db.collection('stats_daily').get(),
    db.collection('stats_daily_shards').get(),
  ]);
  return new Map([...bases.docs, ...shards.docs].map((d) => [d.ref.path, d.updateTime.toMillis()]));
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
    creators = await Promise.all([
      payableCreator('s1'),
      payableCreator('s2'),
      payableCreator('s3'),
    ]);
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
    const versionsBefore = await partVersions();
    const since = Date.now();
    // A draft published then closed.
    const draft = await newTask(payer, { status: 'draft' });
    await payer.call(callables.setTaskStatus, { taskId: draft, status: 'published' });
    await payer.call(callables.setTaskStatus, { taskId: draft, status: 'closed' });
    // Every way a payout enters and leaves pending: an approval with no payment method, processed
    // (failed straight from pending), then requested again with one, then processed.
    const s4 = await payableCreator('s4');
    const unpaid = await approved(s4, supportA, 6000);
    await payer.call(callables.processPayout, { payoutId: unpaid });
    await addVerifiedPayoutAccount(s4, { provider: 'paypal', accountId: 's4@example.com' });
    const { payoutIds } = await s4.call(callables.requestPayout, {});
    expect(payoutIds).toHaveLength(1);
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
    // The events wrote shards only: no base changed, and the days' shards are spread.
    const versionsAfter = await partVersions();
    for (const [path, time] of versionsAfter) {
      if (path.startsWith('stats_daily/')) expect(time, path).toBe(versionsBefore.get(path));
    }
    const touched = [...versionsAfter].filter(
      ([path, time]) => path.startsWith('stats_daily_shards/') && versionsBefore.get(path) !== time,
    );
    expect(touched.length).toBeGreaterThan(5);
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
    expect(await storedDay('2024-03-07')).toEqual({
      ...emptyDailyStats('2024-03-07'),
      submissions_received: 1,
      active_creators: 1,
      active_creators_week_new: 1,
      payouts_sent_count: 1,
      payouts_sent_cents: 99,
    });
    expect(await storedDay(day)).toEqual({
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

describe('recountDailyStats on days it did not run on', () => {
  it('should fold an older closed day whose shards were left, oldest first, and leave its figures the same', async () => {
    // Later than every clock the file's other runs use, earlier than this run's days.
    const day = '2024-09-10';
    const batch = admin.db().batch();
    batch.set(admin.db().doc('submissions/bl-1'), {
      user_id: 'bl-ann',
      task_id: 'bl-task',
      review_status: 'pending',
      submitted_at: Timestamp.fromDate(new Date(`${day}T08:00:00Z`)),
      payout_amount_cents: 1000,
    });
    batch.set(admin.db().doc(`stats_daily_shards/${day}_9`), {
      day,
      shard: 9,
      submissions_received: 1,
      active_creators: 1,
      active_creators_week_new: 1,
    });
    await batch.commit();
    const before = await storedDay(day);
    expect(before.submissions_received).toBe(1);

    await runAt(recountDailyStats, new Date('2024-10-01T05:00:00Z'));
    const shards = await admin.db().collection('stats_daily_shards').where('day', '==', day).get();
    expect(shards.size).toBe(0);
    expect(await storedDay(day)).toEqual(before);
    expect(before).toEqual(await recountDay(day));
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
      countPayoutSent(tx, id, cents, sentAt);
    });

  const shardsOf = async (day: string) =>
    (await admin.db().collection('stats_daily_shards').where('day', '==', day).get()).docs;

  // One story, in order: the day repaired, recounted again while events are counted in it, then
  // closed and folded.
  it('should repair the current day when a direct write left it wrong, lose no increment of events counted in its shards while it recounts the day, and fold the shards into the base once the day has closed', async () => {
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
    expect(await storedDay(today)).toEqual({
      ...emptyDailyStats(today),
      submissions_received: 3,
      active_creators: 2,
      active_creators_week_new: 2,
    });
    expect(await runAt(recountDailyStats, noon)).toEqual({ changed: 0, skipped: 0 });

    // Wrong again, so a recount has something to write. Events are counted in the day's shards,
    // one after another, while three loops recount the day over and over: a recount whose pages
    // saw some of the events and not others must not write its figures over the shards.
    await admin.db().doc(`stats_daily/${today}`).update({ submissions_received: 40 });
    let sending = true;
    const loop = async () => {
      const wrote: boolean[] = [];
      do wrote.push(await recountAndStore(today, db(), noon));
      while (sending);
      return wrote;
    };
    const recounting = Promise.all([loop(), loop(), loop()]);
    const cents = Array.from({ length: 24 }, (_, i) => 100 + i);
    for (const [i, amount] of cents.entries()) await sendPayout(`rt-pay-${i}`, amount, at(30 - i));
    sending = false;
    const wrote = (await recounting).flat();
    // The shards hold every event's increment, each once, and nothing else: a recount of the
    // current day writes only the base.
    const shards = await shardsOf(today);
    const sum = (field: string) => shards.reduce((n, d) => n + ((d.get(field) as number) ?? 0), 0);
    expect(sum('payouts_sent_count')).toBe(24);
    expect(sum('payouts_sent_cents')).toBe(cents.reduce((a, b) => a + b));
    expect(sum('submissions_received')).toBe(0);
    expect(shards.length).toBeGreaterThan(5); // spread over several shards
    // Some recount found a moment with no event in flight and wrote (on a loaded machine every
    // one may have overlapped an event and left the day alone: then the first after them does);
    // each that wrote wrote what a recount says, so base + shards are exact and a later recount
    // writes nothing.
    if (!wrote.some(Boolean)) expect(await recountAndStore(today, db(), noon)).toBe(true);
    const counted = await storedDay(today);
    expect(counted).toEqual(await recountDay(today));
    expect(counted.payouts_sent_count).toBe(24);
    expect(counted.submissions_received).toBe(3);
    expect(await runAt(recountDailyStats, noon)).toEqual({ changed: 0, skipped: 0 });

    // The day closes: the next run folds its shards into its base, and the figures stay the same.
    const nextDay = new Date(`2024-05-16T01:00:00Z`);
    expect(await runAt(recountDailyStats, nextDay)).toEqual({ changed: 1, skipped: 0 });
    expect(await shardsOf(today)).toHaveLength(0);
    const base = await admin.db().doc(`stats_daily/${today}`).get();
    expect(dailyStatsSchema.parse(base.data())).toEqual(counted);
    expect(await runAt(recountDailyStats, nextDay)).toEqual({ changed: 0, skipped: 0 });
  });

  it('should not write a recount that missed an event committed between its pages and its transaction, and write it once the day is quiet', async () => {
    const day = '2024-05-20';
    const dayNoon = new Date(`${day}T12:00:00Z`);
    const sentAt = (minutes: number) => Timestamp.fromMillis(dayNoon.getTime() - minutes * 60_000);
    await sendPayout('rq-pay-0', 500, sentAt(50));
    await admin.db().doc(`stats_daily/${day}`).set({ day, payouts_sent_count: 9 }); // wrong
    // The database as the recount sees it, but for one event that commits after the recount has
    // read the source documents and before its transaction reads the day's shards.
    let injected = false;
    const racing = new Proxy(db(), {
      get(target, prop, receiver) {
        if (prop !== 'runTransaction') return Reflect.get(target, prop, receiver) as unknown;
        return async (...args: Parameters<typeof target.runTransaction>) => {
          if (!injected) {
            injected = true;
            await sendPayout('rq-pay-1', 700, sentAt(10));
          }
          return target.runTransaction(...args);
        };
      },
    });
    const stored = await recountAndStoreDays([day], racing, dayNoon);
    // The first attempt saw a shard change and wrote nothing; the second, quiet, wrote.
    expect(injected).toBe(true);
    expect(stored).toEqual({ written: [day], busy: [] });
    expect(await storedDay(day)).toEqual(await recountDay(day));
    expect((await storedDay(day)).payouts_sent_count).toBe(2);
  });

  it('should hold no shard of the current day in its transaction: an event committing while it writes the base neither waits nor makes it start again', async () => {
    const day = '2024-05-22';
    const dayNoon = new Date(`${day}T12:00:00Z`);
    const sentAt = (minutes: number) => Timestamp.fromMillis(dayNoon.getTime() - minutes * 60_000);
    await sendPayout('rl-pay-0', 500, sentAt(50));
    // An event that adds to the very shard the recount reads.
    const shard = statsShardOf('rl-pay-0');
    let n = 1;
    while (statsShardOf(`rl-pay-${n}`) !== shard) n++;
    await admin.db().doc(`stats_daily/${day}`).set({ day, payouts_sent_count: 9 }); // wrong
    let attempts = 0;
    let committedInside = false;
    const racing = new Proxy(db(), {
      get(target, prop, receiver) {
        if (prop !== 'runTransaction') return Reflect.get(target, prop, receiver) as unknown;
        return (fn: Parameters<typeof target.runTransaction>[0]) =>
          target.runTransaction(async (tx) => {
            attempts++;
            const result = await fn(tx);
            if (!committedInside) {
              // After the recount's reads, before its commit: the event commits at once.
              committedInside = true;
              await sendPayout(`rl-pay-${n}`, 700, sentAt(10));
            }
            return result;
          });
      },
    });
    expect(await recountAndStoreDays([day], racing, dayNoon)).toEqual({
      written: [day],
      busy: [],
    });
    expect(committedInside).toBe(true);
    expect(attempts).toBe(1);
    // The recount's base holds what it counted, the shard the event that came after it.
    expect(await storedDay(day)).toEqual(await recountDay(day));
    expect((await storedDay(day)).payouts_sent_count).toBe(2);
  });
});
