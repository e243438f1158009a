/**
 * Reviewer QA: reviewer_stats and reviewer_stats_daily stay equal to a recount from the source
 * documents. A seeded random sequence of events — submissions, reviews (two staff deciding the
 * same submission at once), retries refused, appeals and their decisions (which overturn a
 * rejection or not), automatic approvals by the scheduler (counted for no one), gold items decided
 * (one reviewer sending the same decision twice at once) — goes through the callables and the
 * review core; second opinions, whose source documents do not exist yet, go through the exported
 * counter directly, each in a transaction that Firestore retries. Then every reviewer's totals and
 * days equal a count made here, independently of the functions' code, from the submissions and
 * gold checks written plus the second opinions made,
 * and the weekly agreement matrix gained exactly the pairs given. recountReviewerStats then finds
 * nothing to change, repairs a document left wrong (keeping the counters it has no source for),
 * and loses no decision counted while it runs.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { reviewDecisions, SYSTEM_ACTOR, type ReviewDecision } from '@groundtruth/domain/constants';
import { isoWeekId } from '@groundtruth/domain/review-agreement';
import {
  emptyReviewerDay,
  emptyReviewerStats,
  reviewerDaySchema,
  reviewerStatsSchema,
  type ReviewerCounter,
  type ReviewerDay,
  type ReviewerStats,
} from '@groundtruth/domain/reviewer-stats';
import { dayId, reviewTimeBucket } from '@groundtruth/domain/stats';
import { db } from '../src/core/app';
import { transaction } from '../src/core/callable';
import { submissions } from '../src/repos/submissions';
import { applyReview } from '../src/submissions/apply-review';
import { countSecondOpinion } from '../src/stats/reviewer-stats';
import { recountReviewerStats } from '../src/stats/recount-reviewer-stats';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { approved, attestation, newTask, upload } from '../testing/flows';
import { goldItem } from '../testing/gold';
import { agreementWeek } from '../testing/review-checks';
// The review core runs in this process too: the functions' Firestore settings come first.
import '../testing/jobs';
import { mulberry32 } from '../../tooling/mulberry32.mjs';
import { because } from '../testing/review-why';

const SEED = Number(process.env.GT_STATS_SEED ?? 37);

type Counters = Partial<Record<ReviewerCounter, number>>;

/** What the tests expect, per reviewer: totals and days, built from the definitions. */
class Expected {
  totals = new Map<string, ReviewerStats>();
  days = new Map<string, ReviewerDay>();

  add(uid: string, at: number, counters: Counters, bucket?: string) {
    const day = dayId(at);
    if (!this.totals.has(uid)) this.totals.set(uid, emptyReviewerStats(uid));
    if (!this.days.has(`${uid}/${day}`)) this.days.set(`${uid}/${day}`, emptyReviewerDay(uid, day));
    for (const target of [this.totals.get(uid)!, this.days.get(`${uid}/${day}`)!]) {
      for (const [field, n] of Object.entries(counters)) target[field as ReviewerCounter] += n;
      if (bucket) target.review_time_hours[bucket] = (target.review_time_hours[bucket] ?? 0) + 1;
    }
  }
}

const ms = (value: unknown) => (value as Timestamp).toMillis();

/**
 * The review-derived counters of `reviewers`, counted here from the submissions of `creators` and
 * the reviewers' gold checks.
 */
async function countReviews(creators: readonly string[], reviewers: readonly string[]) {
  const expected = new Expected();
  const snap = await admin.db().collection('submissions').where('user_id', 'in', creators).get();
  const ours = (uid: unknown): uid is string => reviewers.includes(uid as string);
  const checks = await admin
    .db()
    .collection('gold_checks')
    .where('reviewer_id', 'in', reviewers)
    .get();
  for (const check of checks.docs) {
    expected.add(check.get('reviewer_id') as string, ms(check.get('decided_at')), {
      gold_total: 1,
      gold_correct: check.get('correct') ? 1 : 0,
    });
  }
  for (const s of snap.docs.map((d) => d.data() as DocumentData)) {
    if (s.first_reviewed_at && ours(s.first_reviewer_id)) {
      const at = ms(s.first_reviewed_at);
      const first = (s.appeal_status ? 'rejected' : s.review_status) as ReviewDecision;
      expected.add(
        s.first_reviewer_id,
        at,
        { decisions: 1, [first]: 1 },
        reviewTimeBucket(at - ms(s.submitted_at)),
      );
    }
    if (s.appeal_decided_at && ours(s.appeal_decided_by)) {
      expected.add(s.appeal_decided_by, ms(s.appeal_decided_at), {
        decisions: 1,
        [s.appeal_decision as ReviewDecision]: 1,
      });
    }
    if (s.appeal_decided_at && s.appeal_decision !== 'rejected' && ours(s.first_reviewer_id)) {
      expected.add(s.first_reviewer_id, ms(s.appeal_decided_at), { overturned_on_appeal: 1 });
    }
  }
  return expected;
}

/** A reviewer's stored totals and days. */
async function stored(uid: string) {
  const db = admin.db();
  const [totals, days] = await Promise.all([
    db.doc(`reviewer_stats/${uid}`).get(),
    db.collection('reviewer_stats_daily').where('uid', '==', uid).get(),
  ]);
  return {
    totals: totals.exists ? reviewerStatsSchema.parse(totals.data()) : emptyReviewerStats(uid),
    days: new Map(days.docs.map((d) => [d.id, reviewerDaySchema.parse(d.data())])),
  };
}

/** Every reviewer's stored documents equal `expected`, the gold and second opinions given added. */
async function expectStoredEqual(expected: Expected, reviewers: readonly string[]) {
  for (const uid of reviewers) {
    const kept = await stored(uid);
    expect(kept.totals, uid).toEqual(expected.totals.get(uid) ?? emptyReviewerStats(uid));
    const theirDays = [...expected.days.values()].filter((d) => d.uid === uid);
    expect(new Map(theirDays.map((d) => [`${uid}_${d.day}`, d])), uid).toEqual(kept.days);
  }
}

/**
 * Runs `count` in a transaction that Firestore makes retry once: the first attempt reads a
 * document that is written before it commits, so its commit is refused and it runs again.
 */
async function inRetriedTransaction(count: (tx: FirebaseFirestore.Transaction) => void) {
  const contended = db().doc(`rs_contention/${Math.random().toString(36).slice(2)}`);
  let attempts = 0;
  await db().runTransaction(async (tx) => {
    attempts++;
    await tx.get(contended);
    count(tx);
    if (attempts === 1) await admin.db().doc(contended.path).set({ n: attempts });
  });
  expect(attempts).toBeGreaterThan(1);
}

describe('reviewer_stats kept by the events', () => {
  let staff: Member[];
  let creators: Member[];
  let reviewers: string[];
  let gold: string[];

  beforeAll(async () => {
    staff = [
      await newStaff('support', 'Rita Reviewer'),
      await newStaff('support', 'Rob Reviewer'),
      await newStaff('admin', 'Ava Admin'),
    ];
    reviewers = staff.map((s) => s.uid);
    creators = [await newCreator('rs1'), await newCreator('rs2')];
    gold = [];
    for (const expected of [
      { decision: 'approved' },
      { decision: 'rejected', reasonCode: 'poor_quality' },
      { decision: 'needs_changes', reasonCode: 'incomplete' },
    ] as const)
      gold.push((await goldItem(staff[2]!, creators[1]!, expected)).goldId);
  });

  it('should equal a recount from the source documents after a random sequence of events', async () => {
    const next = mulberry32(SEED); // deterministic, so a failing sequence can be replayed
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const weekBefore = await agreementWeek(isoWeekId(dayId(Date.now())));
    // One after another.
    const tasks: string[] = [];
    for (const cents of [1000, 1200, 1500, 2000, 2500])
      tasks.push(await newTask(staff[2]!, { payoutAmountCents: cents }));
    type Work = { creator: Member; taskId: string; id: string; status: string; appeal?: string };
    const work: Work[] = [];
    const accepted = new Set<string>();
    const direct = new Expected(); // the second opinions made here
    const checked = new Set<string>();
    const pairs: [ReviewDecision, ReviewDecision][] = [];
    const refused = async (call: Promise<unknown>) => {
      const outcome = await call.then(
        () => 'done',
        () => 'refused',
      );
      expect(outcome, 'a retry must be refused').toBe('refused');
    };
    const submit = async (creator: Member, taskId: string) => {
      const { submissionId } = await creator.call(callables.submitWork, {
        taskId,
        notes: 'take',
        filePaths: [await upload(creator, taskId)],
        fileNames: ['take.mp4'],
        attestation,
      });
      work.push({ creator, taskId, id: submissionId, status: 'pending' });
    };
    /** Two staff decide at once: one wins, the other is refused. */
    const atOnce = async (
      name: 'reviewSubmission' | 'decideAppeal',
      id: string,
      d: ReviewDecision,
    ) => {
      const [a, b] = [pick(staff), pick(staff)];
      const outcomes = await Promise.allSettled(
        [a, b].map((s) =>
          s.call(callables[name], { submissionId: id, decision: d, ...because(d) }),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    };

    for (let step = 0; step < 24; step++) {
      const roll = next();
      const pending = work.filter((w) => w.status === 'pending');
      const rejected = work.filter((w) => w.status === 'rejected' && !w.appeal);
      const appealed = work.filter((w) => w.appeal === 'open');
      if (roll < 0.3 || pending.length === 0) {
        const creator = pick(creators);
        const fresh = tasks.filter((t) => !accepted.has(`${creator.uid}/${t}`));
        if (fresh.length === 0) continue;
        const taskId = pick(fresh);
        accepted.add(`${creator.uid}/${taskId}`);
        await creator.call(callables.acceptTask, { taskId });
        await submit(creator, taskId);
      } else if (roll < 0.5) {
        const item = pick(pending);
        // Rejections more often than not, so appeals follow.
        const decision = next() < 0.5 ? 'rejected' : pick(reviewDecisions);
        await atOnce('reviewSubmission', item.id, decision);
        item.status = decision;
        // The same review sent again: refused, counted once.
        await refused(
          staff[0]!.call(callables.reviewSubmission, {
            submissionId: item.id,
            decision,
            ...because(decision),
          }),
        );
      } else if (roll < 0.55) {
        // The scheduler approves a submission left pending: no reviewer's decision.
        const item = pick(pending);
        await transaction(async (tx) => {
          const submission = await submissions.get(tx, item.id);
          await applyReview(tx, submission!, {
            decision: 'approved',
            notes: undefined,
            reviewerId: SYSTEM_ACTOR.uid,
            source: 'auto',
          });
        });
        item.status = 'approved';
      } else if (roll < 0.65 && rejected.length > 0) {
        const item = pick(rejected);
        await item.creator.call(callables.appealSubmission, {
          submissionId: item.id,
          message: 'Please look again',
        });
        item.appeal = 'open';
      } else if (roll < 0.75 && appealed.length > 0) {
        const item = pick(appealed);
        const decision = pick(reviewDecisions);
        await atOnce('decideAppeal', item.id, decision);
        item.appeal = 'decided';
        item.status = decision;
      } else if (roll < 0.87) {
        const reviewer = pick(staff);
        const open = gold.filter((id) => !checked.has(`${id}/${reviewer.uid}`));
        if (open.length === 0) continue;
        const goldId = pick(open);
        checked.add(`${goldId}/${reviewer.uid}`);
        const decision = pick(reviewDecisions);
        // The same decision sent twice at once: one check, the other refused.
        const input = { submissionId: goldId, decision, ...because(decision) };
        const outcomes = await Promise.allSettled([
          reviewer.call(callables.reviewSubmission, input),
          reviewer.call(callables.reviewSubmission, input),
        ]);
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      } else {
        const [first, second] = [pick(reviewers), pick(reviewers)];
        // A held rejection's first decision is a rejection; any decision is counted the same.
        const pair: [ReviewDecision, ReviewDecision] = [
          pick(reviewDecisions),
          pick(reviewDecisions),
        ];
        const at = Timestamp.now();
        await inRetriedTransaction((tx) =>
          countSecondOpinion(tx, {
            first: { uid: first, decision: pair[0] },
            second: { uid: second, decision: pair[1] },
            at,
          }),
        );
        const agreed = pair[0] === pair[1] ? 1 : 0;
        for (const uid of [first, second])
          direct.add(uid, at.toMillis(), {
            second_opinions_given: 1,
            second_opinions_agreed: agreed,
          });
        pairs.push(pair);
      }
    }
    // A rejection overturned on appeal, whatever the sequence drew: rejected by one reviewer,
    // approved on appeal by another.
    const lastTask = await newTask(staff[2]!, { payoutAmountCents: 1800 });
    await creators[0]!.call(callables.acceptTask, { taskId: lastTask });
    await submit(creators[0]!, lastTask);
    const overturned = work.at(-1)!;
    await staff[1]!.call(callables.reviewSubmission, {
      submissionId: overturned.id,
      decision: 'rejected',
      ...because('rejected'),
    });
    await creators[0]!.call(callables.appealSubmission, {
      submissionId: overturned.id,
      message: 'Please look again',
    });
    await staff[2]!.call(callables.decideAppeal, {
      submissionId: overturned.id,
      decision: 'approved',
    });
    overturned.status = 'approved';
    // What is left pending is decided by one reviewer while their stats are recounted.
    await Promise.all([
      ...work
        .filter((w) => w.status === 'pending')
        .map((w) =>
          staff[0]!.call(callables.reviewSubmission, { submissionId: w.id, decision: 'approved' }),
        ),
      ...Array.from({ length: 3 }, () => recountReviewerStats(staff[0]!.uid)),
    ]);

    const expected = await countReviews(
      creators.map((c) => c.uid),
      reviewers,
    );
    for (const [key, day] of direct.days) {
      const [uid] = key.split('/');
      const counters = Object.fromEntries(
        (['second_opinions_given', 'second_opinions_agreed'] as const).map((f) => [f, day[f]]),
      );
      expected.add(uid!, Date.parse(`${day.day}T12:00:00Z`), counters);
    }
    await expectStoredEqual(expected, reviewers);
    // The scheduler's approvals are on the submissions, and counted for no one.
    const auto = await admin
      .db()
      .collection('submissions')
      .where('first_reviewer_id', '==', SYSTEM_ACTOR.uid)
      .get();
    expect((await admin.db().doc(`reviewer_stats/${SYSTEM_ACTOR.uid}`).get()).exists).toBe(false);

    // The week's matrix gained exactly the pairs given (the sequence runs within minutes; a
    // sequence that crosses a Monday 00:00 UTC splits its pairs, and this check says so).
    const week = await agreementWeek(isoWeekId(dayId(Date.now())));
    const was = weekBefore;
    expect(week.pairs - was.pairs).toBe(pairs.length);
    for (const first of reviewDecisions)
      for (const second of reviewDecisions)
        expect(
          (week.matrix[first]?.[second] ?? 0) - (was.matrix[first]?.[second] ?? 0),
          `${first}/${second}`,
        ).toBe(pairs.filter(([a, b]) => a === first && b === second).length);

    // A recount now finds every document equal to it.
    for (const uid of reviewers) expect(await recountReviewerStats(uid), uid).toBe(0);

    // The sequence did what it is meant to test.
    const sum = (field: ReviewerCounter) =>
      [...expected.totals.values()].reduce((total, s) => total + s[field], 0);
    expect(sum('decisions')).toBeGreaterThan(5);
    expect(sum('rejected')).toBeGreaterThan(0);
    expect(sum('overturned_on_appeal')).toBeGreaterThan(0);
    expect(sum('gold_total')).toBeGreaterThan(0);
    expect(sum('second_opinions_given')).toBeGreaterThan(0);
    expect(auto.size).toBeGreaterThan(0);
  }, 900_000);

  it('should repair a reviewer left wrong, keeping the counters it has no source for', async () => {
    // A reviewer of its own, with decisions of its own: whatever order the tests run in.
    const reviewer = await newStaff('support', 'Rae Repair');
    const uid = reviewer.uid;
    await approved(creators[0]!, reviewer, 1100);
    await approved(creators[1]!, reviewer, 1300);
    const right = await stored(uid);
    expect(right.totals.decisions).toBe(2);
    const [someDay] = [...right.days.keys()];
    expect(someDay).toBeDefined();
    const db = admin.db();
    await db.doc(`reviewer_stats/${uid}`).update({ decisions: 999, rejected: -4 });
    // A day's review counts left wrong (a lost day would lose its second-opinion counts with it:
    // they have no source to be recounted from yet).
    await db.doc(`reviewer_stats_daily/${someDay}`).update({ decisions: 40, approved: 0 });
    // A day with nothing to count, as a direct write could leave one.
    await db.doc(`reviewer_stats_daily/${uid}_2020-01-01`).set({
      uid,
      day: '2020-01-01',
      approved: 3,
      decisions: 3,
    });
    const written = await recountReviewerStats(uid);
    expect(written).toBe(3);
    const repaired = await stored(uid);
    expect(repaired.totals).toEqual(right.totals);
    expect(repaired.days.get(`${uid}_2020-01-01`)).toEqual(emptyReviewerDay(uid, '2020-01-01'));
    repaired.days.delete(`${uid}_2020-01-01`);
    expect(repaired.days).toEqual(right.days);
    expect(await recountReviewerStats(uid)).toBe(0);
  });
});
