// The scale seed is deterministic: the same seed, factor and clock give the same
// documents, in memory and in the emulator (a second run changes no document's updateTime);
// another seed gives other data. Counts and distributions are those the issue names.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import {
  AggregateField,
  getFirestore,
  type Query,
  type QuerySnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';
import { startEmulator, type RunningEmulator } from '../../emulator/src/server';
import { reviewStatuses } from '../../domain/src/constants';
import { countQueries, startOfUtcDay } from '../../domain/src/count-queries';
import { buildQuery, type CountQuery } from '../../domain/src/query-spec';
import {
  addDays,
  creatorStatsDocPath,
  creatorStatsSchema,
  dailyStatsPartSchema,
  dailyStatsSchema,
  dayId,
  emptyDailyStats,
  submissionStatusCounter,
  sumDailyParts,
} from '../../domain/src/stats';
import { generateScale, SCALE_ACCOUNTS } from '../src/scale/generate.mjs';
import { writeScale } from '../src/scale/write.mjs';

const NOW = new Date('2026-11-25T12:00:00Z');

type Generated = {
  collections: Record<string, [string, Record<string, unknown>][]>;
  summary: { counts: Record<string, number>; heavyCreatorSubmissions: number };
};

function digest(g: Generated): string {
  return createHash('sha256').update(JSON.stringify(g.collections)).digest('hex');
}

describe('generateScale', () => {
  it('gives the same documents for the same seed, factor and clock, and others for another seed', () => {
    const a = generateScale({ factor: 1, seed: 7, now: NOW }) as Generated;
    const b = generateScale({ factor: 1, seed: 7, now: NOW }) as Generated;
    const c = generateScale({ factor: 1, seed: 8, now: NOW }) as Generated;
    expect(digest(a)).toBe(digest(b));
    expect(digest(a)).not.toBe(digest(c));
  });

  it('has the first-year counts at factor 100 / 100 and a power law with the heavy creator on top', () => {
    const g = generateScale({ factor: 1, now: NOW }) as Generated;
    expect(g.summary.counts).toMatchObject({
      tasks: 50,
      submissions: 500,
      payouts: 200,
      audit_logs: 2000,
      notifications: 1000,
      creator_profiles: 100,
    });
    expect(g.summary.heavyCreatorSubmissions).toBe(50);
    // At factor 10 the heavy creator (500) leads the power law.
    const g10 = generateScale({ factor: 10, now: NOW }) as Generated;
    const perCreator = new Map<string, number>();
    for (const [, s] of g10.collections.submissions!)
      perCreator.set(s.user_id as string, (perCreator.get(s.user_id as string) ?? 0) + 1);
    const sorted = [...perCreator.values()].sort((x, y) => y - x);
    expect(perCreator.get(SCALE_ACCOUNTS.heavy.uid)).toBe(sorted[0]);
    // Most creators have few: the median creator has at most a handful.
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThanOrEqual(5);

    const statuses = new Set(g.collections.payouts!.map(([, p]) => p.status));
    expect([...statuses].sort()).toEqual(['failed', 'pending', 'processing', 'sent']);
    const reviews = new Set(g.collections.submissions!.map(([, s]) => s.review_status));
    expect([...reviews].sort()).toEqual(['approved', 'needs_changes', 'pending', 'rejected']);
    // Ages spread over the year; nothing pending longer than auto-approval (21 days) allows.
    const ages = g.collections.submissions!.map(
      ([, s]) => (NOW.getTime() - (s.submitted_at as Date).getTime()) / 86_400_000,
    );
    expect(Math.max(...ages)).toBeGreaterThan(200);
    expect(Math.max(...ages)).toBeLessThanOrEqual(366);
    for (const [, s] of g.collections.submissions!)
      if (s.review_status === 'pending')
        expect(NOW.getTime() - (s.submitted_at as Date).getTime()).toBeLessThan(21 * 86_400_000);
  });

  it('keeps each creator balance equal to the sums of what it wrote', () => {
    const g = generateScale({ factor: 1, now: NOW }) as Generated;
    const approved = new Map<string, number>();
    for (const [, s] of g.collections.submissions!)
      if (s.review_status === 'approved')
        approved.set(
          s.user_id as string,
          (approved.get(s.user_id as string) ?? 0) + (s.payout_amount_cents as number),
        );
    const sent = new Map<string, number>();
    for (const [, p] of g.collections.payouts!)
      if (p.status === 'sent')
        sent.set(
          p.user_id as string,
          (sent.get(p.user_id as string) ?? 0) + (p.amount_cents as number),
        );
    for (const [uid, b] of g.collections.creator_balances!) {
      expect(b.approved_cents).toBe(approved.get(uid) ?? 0);
      expect(b.sent_cents).toBe(sent.get(uid) ?? 0);
    }
  });
});

describe('writeScale into the emulator', () => {
  let emulator: RunningEmulator;
  const projectId = 'demo-scale-seed-test';

  beforeAll(async () => {
    emulator = await startEmulator({ firestorePort: 0, dataDir: null, log: () => {} });
    // Every test's Admin SDK app talks to it, whichever test runs first (writeScale sets it too).
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  });
  afterAll(async () => {
    await emulator?.stop();
  });

  it('writes the generated documents, and a second run with the same seed changes nothing', async () => {
    const hosts = { firestore: `127.0.0.1:${emulator.port}` };
    const first = await writeScale({ projectId, hosts, factor: 0.2, seed: 3, now: NOW });
    expect(first.documents).toBeGreaterThan(800);
    const app =
      getApps().find((a) => a.name === 'scale-test') ?? initializeApp({ projectId }, 'scale-test');
    const db = getFirestore(app);
    const times = async () => {
      const snap = await db.collection('submissions').orderBy('submitted_at').get();
      return snap.docs.map((d) => `${d.id}@${d.updateTime.toMillis()}`);
    };
    const before = await times();
    expect(before).toHaveLength(100);
    const heavy = await db
      .collection('submissions')
      .where('user_id', '==', SCALE_ACCOUNTS.heavy.uid)
      .count()
      .get();
    expect(heavy.data().count).toBe(10);

    await writeScale({ projectId, hosts, factor: 0.2, seed: 3, now: NOW });
    expect(await times()).toEqual(before);
  });

  it('adds to the stats of days that already hold other data (the demo), today included', async () => {
    const hosts = { firestore: `127.0.0.1:${emulator.port}` };
    const project = 'demo-scale-over-demo-test';
    const app = initializeApp({ projectId: project }, 'scale-over-demo');
    const db = getFirestore(app);
    // What the demo leaves today, as its events' transactions count it: ten submissions by two
    // creators, four approved, three payouts sent.
    const today = dayId(NOW);
    const at = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
    const batch = db.batch();
    for (let i = 0; i < 10; i++)
      batch.set(db.doc(`submissions/demo-${i}`), {
        user_id: i % 2 ? 'demo-ann' : 'demo-bob',
        task_id: 'demo-task',
        submitted_at: at(300 - i),
        review_status: i < 4 ? 'approved' : 'pending',
        ...(i < 4 ? { first_reviewed_at: at(100 - i) } : {}),
        payout_amount_cents: 1000,
      });
    for (let i = 0; i < 3; i++)
      batch.set(db.doc(`payouts/demo-${i}`), {
        user_id: 'demo-ann',
        amount_cents: 1000 + i * 250,
        status: 'sent',
        sent_at: at(50 - i),
      });
    // In two shards of the day, as the events write them.
    batch.set(db.doc(`stats_daily_shards/${today}_3`), {
      day: today,
      shard: 3,
      payouts_sent_count: 3,
      payouts_sent_cents: 3750,
    });
    batch.set(db.doc(`stats_daily_shards/${today}_5`), {
      day: today,
      shard: 5,
      submissions_received: 10,
      active_creators: 2,
      active_creators_week_new: 2,
      reviews_approved: 4,
      review_time_hours: { lt_4h: 4 },
    });
    await batch.commit();

    await writeScale({ projectId: project, hosts, factor: 1, seed: 25, now: NOW });
    // Run twice: a second run with the same seed and clock leaves the same figures.
    await writeScale({ projectId: project, hosts, factor: 1, seed: 25, now: NOW });

    const [bases, shards, subs, pays] = await Promise.all(
      ['stats_daily', 'stats_daily_shards', 'submissions', 'payouts'].map((c) =>
        db.collection(c).get(),
      ),
    );
    // Each day's figures: its base plus its shards.
    const days = sumDailyParts(
      [...bases!.docs, ...shards!.docs].map((d) => dailyStatsPartSchema.parse(d.data())),
    );
    const sum = (field: 'submissions_received' | 'reviews_approved' | 'payouts_sent_cents') =>
      days.reduce((total, d) => total + d[field], 0);
    const sent = pays!.docs.filter((d) => d.get('status') === 'sent');
    expect(sum('submissions_received')).toBe(subs!.size);
    expect(sum('reviews_approved')).toBe(
      subs!.docs.filter((d) => d.get('first_reviewed_at') && d.get('review_status') === 'approved')
        .length,
    );
    expect(sum('payouts_sent_cents')).toBe(
      sent.reduce((total, d) => total + (d.get('amount_cents') as number), 0),
    );
    // The scale data has events today too, so today's figures hold both.
    const todays = days.find((d) => d.day === today)!;
    const submittedToday = subs!.docs.filter(
      (d) => dayId(d.get('submitted_at').toDate()) === today,
    );
    expect(submittedToday.length).toBeGreaterThan(10);
    expect(todays.submissions_received).toBe(submittedToday.length);
    await deleteApp(app);
  });

  it('shows on the overview, Payouts and every creator’s cards the figures a recount of the documents gives', async () => {
    const hosts = { firestore: `127.0.0.1:${emulator.port}` };
    const project = 'demo-scale-screens-test';
    await writeScale({ projectId: project, hosts, factor: 0.2, seed: 5, now: NOW });
    const app = initializeApp({ projectId: project }, 'scale-screens');
    const db = getFirestore(app);
    // What the screens ask: their count queries' specs, as aggregation queries.
    const asked = async (spec: CountQuery): Promise<number> => {
      const query = buildQuery<Query, never>(spec, {
        collection: (name) => db.collection(name),
        where: (q, field, op, value) => q.where(field, op, value),
        orderBy: (q) => q,
        limit: (q) => q,
      });
      if (!spec.sum) return (await query.count().get()).data().count;
      return (await query.aggregate({ total: AggregateField.sum(spec.sum) }).get()).data().total;
    };
    const [users, tasks, subs, pays, stats, balances] = await Promise.all(
      ['users', 'tasks', 'submissions', 'payouts', 'creator_stats', 'creator_balances'].map((c) =>
        db.collection(c).get(),
      ),
    );
    const where = (snap: QuerySnapshot, test: (d: Record<string, unknown>) => boolean) =>
      snap.docs.map((d) => d.data()).filter(test);
    const cents = (docs: Record<string, unknown>[], field: string) =>
      docs.reduce((total, d) => total + (d[field] as number), 0);
    const ms = (at: unknown) => (at as Timestamp).toMillis();
    const cutoff = new Date(NOW.getTime() - 2 * 86_400_000);
    const pendingPayouts = where(pays, (p) => p.status === 'pending');
    // The same figures recounted here, a document at a time.
    const recounted = {
      users: users.size,
      publishedTasks: where(tasks, (t) => t.status === 'published').length,
      pendingSubmissions: where(subs, (s) => s.review_status === 'pending').length,
      overdueSubmissions: where(
        subs,
        (s) => s.review_status === 'pending' && ms(s.submitted_at) < cutoff.getTime(),
      ).length,
      openAppeals: where(subs, (s) => s.appeal_status === 'open').length,
      pendingPayouts: pendingPayouts.length,
      pendingPayoutCents: cents(pendingPayouts, 'amount_cents'),
      sentToday: where(
        pays,
        (p) => p.status === 'sent' && ms(p.updated_at) >= startOfUtcDay(NOW).getTime(),
      ).length,
    };
    expect({
      users: await asked(countQueries.users()),
      publishedTasks: await asked(countQueries.publishedTasks()),
      pendingSubmissions: await asked(countQueries.pendingSubmissions()),
      overdueSubmissions: await asked(countQueries.overdueSubmissions(cutoff)),
      openAppeals: await asked(countQueries.openAppeals()),
      pendingPayouts: await asked(countQueries.pendingPayouts()),
      pendingPayoutCents: await asked(countQueries.pendingPayoutCents()),
      sentToday: await asked(countQueries.sentToday(NOW)),
    }).toEqual(recounted);
    expect(recounted.users).toBeGreaterThan(20);
    expect(recounted.pendingSubmissions).toBeGreaterThan(0);
    expect(recounted.pendingPayoutCents).toBeGreaterThan(0);

    // Each creator's overview (submissions per review state) and earnings cards.
    const keptStats = new Map(stats.docs.map((d) => [d.id, creatorStatsSchema.parse(d.data())]));
    expect(balances.size).toBeGreaterThan(10);
    for (const balance of balances.docs) {
      const uid = balance.id;
      const theirs = where(subs, (s) => s.user_id === uid);
      const paid = where(pays, (p) => p.user_id === uid);
      for (const status of reviewStatuses)
        expect(keptStats.get(uid)?.[submissionStatusCounter(status)] ?? 0, `${uid} ${status}`).toBe(
          theirs.filter((s) => s.review_status === status).length,
        );
      expect(balance.data(), uid).toMatchObject({
        approved_cents: cents(
          theirs.filter((s) => s.review_status === 'approved'),
          'payout_amount_cents',
        ),
        sent_cents: cents(
          paid.filter((p) => p.status === 'sent'),
          'amount_cents',
        ),
        pending_cents: cents(
          paid.filter((p) => p.status === 'pending' || p.status === 'processing'),
          'amount_cents',
        ),
      });
    }
    await deleteApp(app);
  });

  it('leaves stats_daily equal to the recount on every day of the year, and creator_stats to counts', async () => {
    const hosts = { firestore: `127.0.0.1:${emulator.port}` };
    const other = 'demo-scale-stats-test';
    await writeScale({ projectId: other, hosts, factor: 0.5, seed: 11, now: NOW });
    // The functions' own recount (recountDailyStats's), on this project's emulator.
    // Its db() is the first app's (a fresh default app for `other`, once the others are gone).
    await Promise.all(getApps().map((a) => deleteApp(a)));
    process.env.GCLOUD_PROJECT = other;
    const { recountDay } = await import('../../functions/src/stats/recount-days');
    const { db } = await import('../../functions/src/core/app');
    const snap = await db().collection('stats_daily').get();
    const stored = new Map(snap.docs.map((d) => [d.id, dailyStatsSchema.parse(d.data())]));
    expect(stored.size).toBeGreaterThan(100);

    const today = dayId(NOW);
    const year = Array.from({ length: 367 }, (_, i) => addDays(today, i - 366));
    expect(year.filter((day) => stored.has(day))).toHaveLength(stored.size);
    const totals = { submissions: 0, reviews: 0, sent: 0 };
    for (let i = 0; i < year.length; i += 30) {
      const days = year.slice(i, i + 30);
      const recounted = await Promise.all(days.map((day) => recountDay(day)));
      recounted.forEach((r, j) => {
        expect(stored.get(days[j]!) ?? emptyDailyStats(days[j]!), days[j]).toEqual(r);
        totals.submissions += r.submissions_received;
        totals.reviews += r.reviews_approved + r.reviews_rejected + r.reviews_changes_requested;
        totals.sent += r.payouts_sent_count;
      });
    }
    // Every event landed on some day of the year: nothing was left out of the comparison.
    const g = generateScale({ factor: 0.5, seed: 11, now: NOW }) as Generated;
    const subs = g.collections.submissions!.map(([, s]) => s);
    expect(totals.submissions).toBe(subs.length);
    expect(totals.reviews).toBe(subs.filter((s) => s.review_status !== 'pending').length);
    expect(totals.sent).toBe(g.collections.payouts!.filter(([, p]) => p.status === 'sent').length);
    expect(totals.sent).toBeGreaterThan(0);
    // The scale admin made every review: their reviewer QA totals count each one.
    const reviewer = await db().doc(`reviewer_stats/${SCALE_ACCOUNTS.admin.uid}`).get();
    expect(reviewer.get('decisions')).toBe(totals.reviews);
    // Each creator's overview counts equal the aggregation counts they replace.
    for (const uid of [SCALE_ACCOUNTS.heavy.uid, 'scale-c000001', 'scale-c000007']) {
      const kept = creatorStatsSchema.parse(
        (await db().doc(creatorStatsDocPath(uid)).get()).data() ?? {},
      );
      for (const status of reviewStatuses) {
        const counted = await db()
          .collection('submissions')
          .where('user_id', '==', uid)
          .where('review_status', '==', status)
          .count()
          .get();
        expect(kept[submissionStatusCounter(status)], `${uid} ${status}`).toBe(
          counted.data().count,
        );
      }
    }
    // The markers of the current day and week are there for the next submission to read.
    const marker = await db()
      .collection('stats_active_creators')
      .doc(`day_${today}_${SCALE_ACCOUNTS.heavy.uid}`)
      .get();
    const heavyToday = subs.some(
      (s) => s.user_id === SCALE_ACCOUNTS.heavy.uid && dayId(s.submitted_at as Date) === today,
    );
    expect(marker.exists).toBe(heavyToday);
  });
});
