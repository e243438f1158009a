/**
 * recountCounterStats: creator_stats/{uid} recomputed from the source documents. Counters broken on purpose (wrong, missing, negative) come out equal
 * to a count made here; a run with nothing wrong writes nothing; a run cut short by its deadline
 * is finished by the next; and events that move the counters while a recount runs (the real
 * callables) leave them exact, which a last recount confirms by correcting nothing.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { creatorStatsDocPath } from '@groundtruth/domain/stats';
import {
  recountCounters,
  recountCounterStats,
  recountCursor,
} from '../src/stats/recount-counter-stats';
import { recountCreatorStats } from '../src/stats/recount-counters';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { countedCreatorStats, storedCreatorStats } from '../testing/counters';
import { attestation, newTask, submitted, upload } from '../testing/flows';
import { runAt } from '../testing/jobs';
import { because } from '../testing/review-why';

let support: Member;
let payer: Member;
let creators: Member[];

const statsRef = (uid: string) => admin.db().doc(creatorStatsDocPath(uid));
const userCount = async () => (await admin.db().collection('users').count().get()).data().count;

/** A full pass: runs until the cursor is cleared (one run, unless the database is large). */
async function recountAll() {
  const total = { changed: 0, skipped: 0 };
  do {
    const report = await recountCounters();
    total.changed += report.changed;
    total.skipped += report.skipped;
  } while ((await recountCursor().get()).get('after'));
  return total;
}

async function expectExact(uids: readonly string[]) {
  for (const uid of uids) {
    expect(await storedCreatorStats(uid), uid).toEqual(await countedCreatorStats(uid));
  }
}

beforeAll(async () => {
  [support, payer] = await Promise.all([newStaff('support'), newStaff('admin')]);
  creators = await Promise.all([newCreator('rc1'), newCreator('rc2'), newCreator('rc3')]);
  const [one, two] = creators as [Member, Member, Member];
  const task = await newTask(support, { payoutAmountCents: 1200 });
  const other = await newTask(support, { payoutAmountCents: 800 });
  const approvedId = await submitted(one, task);
  await support.call(callables.reviewSubmission, {
    submissionId: approvedId,
    decision: 'approved',
  });
  await submitted(one, other); // pending
  const rejectedId = await submitted(two, task);
  await support.call(callables.reviewSubmission, {
    submissionId: rejectedId,
    decision: 'rejected',
    ...because('rejected'),
  });
  // Counters start exact: what the setup wrote around the functions (the staff promoted with
  // firebase-admin) is repaired first.
  await recountCursor().delete();
  await recountAll();
}, 120_000);

describe('recountCounterStats', () => {
  it('should repair wrong, missing and negative counters to a count of the documents', async () => {
    // Creators of its own, with work of its own (the other tests add to the shared ones'), and
    // counters exact to start with, as every test leaves them.
    const fresh = await Promise.all([newCreator('rr1'), newCreator('rr2'), newCreator('rr3')]);
    const task = await newTask(support, { payoutAmountCents: 900 });
    const other = await newTask(support, { payoutAmountCents: 600 });
    await support.call(callables.reviewSubmission, {
      submissionId: await submitted(fresh[0], task),
      decision: 'approved',
    });
    await submitted(fresh[0], other); // pending
    await support.call(callables.reviewSubmission, {
      submissionId: await submitted(fresh[1], task),
      decision: 'rejected',
      ...because('rejected'),
    });
    await recountAll();
    const [one, two, three] = fresh.map((c) => c.uid) as [string, string, string];
    await statsRef(one).set({ submissions_pending: 7, submissions_approved: -3 });
    await statsRef(two).delete();
    await statsRef(three).set({ submissions_rejected: -1 });
    expect(await storedCreatorStats(two)).not.toEqual(await countedCreatorStats(two));

    const report = await runAt(recountCounterStats, Date.now());
    // Three creators corrected; every other user and nothing else.
    expect(report).toEqual({ changed: 3, skipped: (await userCount()) - 3 });
    await expectExact([one, two, three]);
    expect(await storedCreatorStats(one)).toEqual({
      submissions_pending: 1,
      submissions_approved: 1,
      submissions_rejected: 0,
      submissions_needs_changes: 0,
    });
    expect((await recountCursor().get()).get('after') ?? null).toBeNull();
  });

  it('should write nothing when nothing is wrong', async () => {
    // Nothing wrong: the accounts an earlier test made around the functions are counted first.
    await recountAll();
    const refs = creators.map((c) => statsRef(c.uid));
    // The counters only; a completed pass leaves the cursor cleared.
    const times = async () =>
      (await admin.db().getAll(...refs)).map(
        (s) => (s.updateTime as Timestamp | undefined)?.toMillis() ?? null,
      );
    const before = await times();
    expect(await recountCounters()).toEqual({ changed: 0, skipped: await userCount() });
    expect(await times()).toEqual(before);
    expect((await recountCursor().get()).get('after') ?? null).toBeNull();
  });

  it('should finish a run cut short by its deadline in the next run', async () => {
    for (const { uid } of creators) await statsRef(uid).set({ submissions_pending: 40 });
    // The first page's creator is held by another transaction until after the deadline, so the
    // first run handles that page only.
    const [first] = (await admin.db().collection('users').orderBy('__name__').limit(1).get()).docs;
    let release!: () => void;
    const held = admin.db().runTransaction(async (tx) => {
      await tx.get(statsRef(first!.id));
      await new Promise<void>((r) => (release = r));
    });
    await new Promise((r) => setTimeout(r, 200)); // the lock is taken
    const cut = recountCounters({ pageSize: 1, concurrency: 1, deadline: Date.now() + 1000 });
    setTimeout(() => release(), 2500);
    const firstRun = await cut;
    await held;
    const users = await userCount();
    expect(firstRun.changed + firstRun.skipped).toBe(1); // one creator
    expect((await recountCursor().get()).get('after')).toBe(first!.id);
    let stillWrong = 0;
    for (const { uid } of creators) {
      const [stored, counted] = [await storedCreatorStats(uid), await countedCreatorStats(uid)];
      if (JSON.stringify(stored) !== JSON.stringify(counted)) stillWrong++;
    }
    expect(stillWrong).toBeGreaterThanOrEqual(creators.length - 1);

    const secondRun = await recountCounters();
    // The rest of the pass, not the first page again, and the cursor cleared.
    expect(secondRun.changed + secondRun.skipped).toBe(users - 1);
    expect(firstRun.changed + secondRun.changed).toBe(creators.length);
    expect((await recountCursor().get()).get('after')).toBeNull();
    await expectExact(creators.map((c) => c.uid));
  });

  it('should keep the counters exact while events move them during a recount', async () => {
    const [one, two, three] = creators as [Member, Member, Member];
    const tasks = await Promise.all([1, 2, 3, 4].map(() => newTask(support)));
    // Pending work to decide while the recount runs.
    const pending: string[] = [];
    for (const creator of [one, two, three]) {
      for (const task of tasks.slice(0, 2)) pending.push(await submitted(creator, task));
    }
    const submit = async (creator: Member, taskId: string) => {
      await creator.call(callables.acceptTask, { taskId });
      await creator.call(callables.submitWork, {
        taskId,
        notes: 'during the recount',
        filePaths: [await upload(creator, taskId)],
        fileNames: ['take.mp4'],
        attestation,
      });
    };
    let recounting = true;
    let corrected = 0;
    const loop = async (recount: () => Promise<number>) => {
      let runs = 0;
      while (recounting || runs < 2) {
        corrected += await recount();
        runs++;
      }
      return runs;
    };
    const recounts = Promise.all([
      // The job itself, small pages: many transactions, interleaved with the events below.
      loop(async () => (await recountCounters({ pageSize: 3 })).changed),
      // And the recount of just the counters the events move, over and over, so that events
      // commit while one of these is between its read of a counter and its write.
      loop(async () => {
        const wrote = await Promise.all(creators.map((c) => recountCreatorStats(c.uid)));
        return wrote.filter(Boolean).length;
      }),
    ]);
    // One chain of events per creator (a few calls at once): decide their pending work, submit more.
    const decisions = ['approved', 'rejected', 'needs_changes'] as const;
    await Promise.all(
      [one, two, three].map(async (creator, c) => {
        for (const [i, submissionId] of pending.slice(c * 2, c * 2 + 2).entries()) {
          const decision = decisions[(c + i) % 3]!;
          await support.call(callables.reviewSubmission, {
            submissionId,
            decision,
            ...because(decision),
          });
        }
        for (const taskId of tasks.slice(2)) await submit(creator, taskId);
        if (c === 0) await newCreator('rc-during');
        if (c === 1) await newTask(payer, { payoutAmountCents: 700 });
      }),
    );
    recounting = false;
    for (const runs of await recounts) expect(runs).toBeGreaterThanOrEqual(2);
    // The counters were exact before and every event kept them so: a recount that saw an event
    // half-way (counted it, or not, but read the counter on the other side) would "correct" one.
    expect(corrected).toBe(0);

    await expectExact(creators.map((c) => c.uid));
    // A recount from scratch finds nothing to correct: no increment was lost or counted twice.
    await recountCursor().delete();
    const check = await recountAll();
    expect(check.changed).toBe(0);
  }, 120_000);
});
