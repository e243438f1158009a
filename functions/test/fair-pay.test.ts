/**
 * Fair pay: the hourly floor createTask, updateTaskRequirements and publishing hold a task to,
 * who may call them, the minutes submitWork stores on a submission, the figures approvals keep
 * per task (task_effort: percentiles by nearest rank, exact under concurrent approvals), and the
 * top-up through awardBonus that pays each approved submission the difference once.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { effortFigures } from '@groundtruth/domain/fair-pay';
import { fairPayMessages } from '@groundtruth/domain/fair-pay-messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { mergeEffortShards, taskEffortShardSchema } from '@groundtruth/domain/task-effort';
import { topUpRows } from '@groundtruth/domain/top-up';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { attestation, newTask, upload } from '../testing/flows';

let support: Member;
let adminUser: Member;
let creator: Member;

beforeAll(async () => {
  [support, adminUser, creator] = await Promise.all([
    newStaff('support'),
    newStaff('admin'),
    newCreator(),
  ]);
});

const db = () => admin.db();
const taskDoc = async (taskId: string) => (await db().doc(`tasks/${taskId}`).get()).data()!;

describe('the hourly floor', () => {
  it('should refuse createTask under $8.00/hour on the payout, naming the rate and the floor', async () => {
    expect(
      await support.callError(callables.createTask, {
        title: 'Too cheap',
        payoutAmountCents: 250,
        estimatedMinutes: 25,
      }),
    ).toEqual({
      code: 'invalid-argument',
      message: fairPayMessages.payoutUnderFloor(
        '$2.50',
        'about 25 min',
        '$6.00/hour',
        '$8.00/hour',
      ),
    });
    // $3.33 for 25 minutes is $7.99/hour; $3.34 is $8.01/hour.
    expect(
      (
        await adminUser.callError(callables.createTask, {
          title: 'Just under',
          payoutAmountCents: 333,
          estimatedMinutes: 25,
        })
      ).message,
    ).toContain('$7.99/hour, the minimum is $8.00/hour');
    const { taskId } = await support.call(callables.createTask, {
      title: 'At the floor',
      payoutAmountCents: 334,
      estimatedMinutes: 25,
    });
    expect(await taskDoc(taskId)).toMatchObject({
      estimated_minutes: 25,
      payout_amount_cents: 334,
    });
  });

  it('should refuse createTask to a creator whatever the rate', async () => {
    expect(
      await creator.callError(callables.createTask, {
        title: 'Mine',
        payoutAmountCents: 5000,
        estimatedMinutes: 10,
      }),
    ).toMatchObject({ code: 'permission-denied' });
  });

  it('should let an admin set the minutes in Edit requirements, refusing them under the floor', async () => {
    const taskId = await newTask(support, { status: 'draft', payoutAmountCents: 500 });
    expect(
      await adminUser.callError(callables.updateTaskRequirements, {
        taskId,
        requirements: null,
        estimatedMinutes: 60,
      }),
    ).toEqual({
      code: 'invalid-argument',
      message: fairPayMessages.minutesUnderFloor('$5.00', 'about 1 h', '$5.00/hour', '$8.00/hour'),
    });
    expect(
      await support.callError(callables.updateTaskRequirements, {
        taskId,
        requirements: null,
        estimatedMinutes: 30,
      }),
    ).toEqual({ code: 'permission-denied', message: serverMessages.onlyAdminsChangeRequirements });
    expect(
      await adminUser.call(callables.updateTaskRequirements, {
        taskId,
        requirements: null,
        estimatedMinutes: 30,
      }),
    ).toMatchObject({ changed: true });
    expect(await taskDoc(taskId)).toMatchObject({ estimated_minutes: 30 });
  });

  it('should ask a task without an estimate for one before publishing, and refuse one under the floor', async () => {
    const { taskId: old } = await support.call(callables.createTask, {
      title: 'Made before estimates',
      payoutAmountCents: 1000,
    });
    expect(
      await support.callError(callables.setTaskStatus, { taskId: old, status: 'published' }),
    ).toEqual({ code: 'invalid-argument', message: fairPayMessages.estimateNeededToPublish });
    expect((await taskDoc(old)).status).toBe('draft');
    // The floor in force judges a draft made under another (written here as an older one would be).
    const cheap = await newTask(support, { status: 'draft', payoutAmountCents: 500 });
    await db().doc(`tasks/${cheap}`).update({ estimated_minutes: 120 });
    expect(
      await support.callError(callables.setTaskStatus, { taskId: cheap, status: 'published' }),
    ).toEqual({
      code: 'invalid-argument',
      message: fairPayMessages.minutesUnderFloor('$5.00', 'about 2 h', '$2.50/hour', '$8.00/hour'),
    });
    expect(
      await creator.callError(callables.setTaskStatus, { taskId: cheap, status: 'published' }),
    ).toMatchObject({ code: 'permission-denied' });
    await adminUser.call(callables.updateTaskRequirements, {
      taskId: old,
      requirements: null,
      estimatedMinutes: 20,
    });
    expect(
      await support.call(callables.setTaskStatus, { taskId: old, status: 'published' }),
    ).toMatchObject({ changed: true });
  });
});

/** Accepts `taskId` as `who`, as if `agoMinutes` ago, and submits; returns the submission id. */
async function submittedAfter(who: Member, taskId: string, agoMinutes: number): Promise<string> {
  await who.call(callables.acceptTask, { taskId });
  await db()
    .doc(`task_acceptances/${taskId}_${who.uid}`)
    .update({ created_at: Timestamp.fromMillis(Date.now() - agoMinutes * 60_000) });
  const path = await upload(who, taskId);
  const { submissionId } = await who.call(callables.submitWork, {
    taskId,
    filePaths: [path],
    fileNames: ['work.mp4'],
    attestation,
  });
  return submissionId;
}

describe('the time work took', () => {
  it('should store on the submission the minutes from acceptance, capped at the working time', async () => {
    const open = await newTask(support, { payoutAmountCents: 1000 });
    const first = await submittedAfter(creator, open, 25);
    const { effort_minutes: minutes } = (await db().doc(`submissions/${first}`).get()).data()!;
    expect(minutes).toBeGreaterThanOrEqual(25);
    expect(minutes).toBeLessThanOrEqual(27);
    const hour = await newTask(support, { payoutAmountCents: 1000, workingTimeHours: 1 });
    const capped = await submittedAfter(creator, hour, 180);
    expect((await db().doc(`submissions/${capped}`).get()).get('effort_minutes')).toBe(60);
  });
});

/**
 * A task of `payoutCents` whose approved submissions took `minutes`, one creator each, approved
 * all at once; returns the task and its submissions.
 */
async function approvedWork(payoutCents: number, minutes: readonly number[]) {
  const taskId = await newTask(support, { payoutAmountCents: payoutCents, estimatedMinutes: 30 });
  const makers = await Promise.all(minutes.map(() => newCreator()));
  const ids = await Promise.all(makers.map((maker) => submittedAfter(maker, taskId, 0)));
  // The measured times, set as the known data the figures are checked against.
  await Promise.all(
    ids.map((id, i) => db().doc(`submissions/${id}`).update({ effort_minutes: minutes[i] })),
  );
  await Promise.all(
    ids.map((submissionId) =>
      support.call(callables.reviewSubmission, { submissionId, decision: 'approved' }),
    ),
  );
  return { taskId, makers, ids };
}

const effortOf = async (taskId: string) => (await db().doc(`task_effort/${taskId}`).get()).data()!;
/** A task's approved minutes as its shards hold them, added up, with the figures read from them. */
const measuredOf = async (taskId: string) => {
  const shards = await db().collection('task_effort_shards').where('task_id', '==', taskId).get();
  const merged = mergeEffortShards(shards.docs.map((d) => taskEffortShardSchema.parse(d.data())));
  return {
    shards: shards.size,
    ...merged,
    ...effortFigures(merged.minutes, merged.payout_amount_cents),
  };
};

describe('task_effort', () => {
  it('should keep the percentiles of approved minutes exactly, under concurrent approvals', async () => {
    const { taskId } = await approvedWork(1000, [60, 10, 200, 30, 20, 50, 40]);
    const measured = await measuredOf(taskId);
    expect(measured).toMatchObject({
      approved: 7,
      // The task's category, for Analytics' rates by category.
      category: 'video',
      minutes: { '10': 1, '20': 1, '30': 1, '40': 1, '50': 1, '60': 1, '200': 1 },
      p25_minutes: 20,
      median_minutes: 40,
      p75_minutes: 60,
      // $10.00 for 40 minutes.
      median_rate_cents: 1500,
    });
    // Spread over shards by submission: concurrent approvals of one task rarely meet.
    expect(measured.shards).toBeGreaterThan(1);
    // Never under the floor: nothing for Manage Tasks' notice.
    expect((await db().doc(`task_effort/${taskId}`).get()).exists).toBe(false);
  });

  it('should flag a median under the floor and top each approved submission up to it once', async () => {
    const { taskId, makers, ids } = await approvedWork(500, [40, 45, 50, 60, 70]);
    const effort = await effortOf(taskId);
    // $5.00 for the median 50 minutes is $6.00/hour, under $8.00/hour at 5 approved.
    expect(effort).toMatchObject({ median_minutes: 50, median_rate_cents: 600, under_floor: true });
    // The admin is told in the bell, once.
    const notices = await db()
      .collection('notifications')
      .where('user_id', '==', adminUser.uid)
      .where('kind', '==', 'task_under_floor')
      .where('entity_id', '==', taskId)
      .get();
    expect(notices.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        title: fairPayMessages.underFloorTitle('Record a street market'),
        body: fairPayMessages.underFloorFlag('$6.00/hour', '$8.00/hour'),
        link: '/dashboard/admin/tasks',
        read: false,
      }),
    ]);
    const submissions = await Promise.all(
      ids.map(async (id) => {
        const data = (await db().doc(`submissions/${id}`).get()).data()!;
        return {
          id,
          user_id: data.user_id as string,
          submitter_name: data.submitter_name as string,
          payout_amount_cents: data.payout_amount_cents as number,
        };
      }),
    );
    const reason = fairPayMessages.topUpReason('$8.00/hour');
    const rows = topUpRows(taskId, submissions, 50, 800, reason);
    // 50 minutes at $8.00/hour is $6.67: $1.67 more for each.
    expect(rows.map((row) => row.amountCents)).toEqual([167, 167, 167, 167, 167]);
    const send = () =>
      Promise.all(
        rows.map(({ creatorId, submissionId, amountCents, requestId }) =>
          adminUser.call(callables.awardBonus, {
            creatorId,
            submissionId,
            amountCents,
            reason,
            requestId,
          }),
        ),
      );
    expect((await send()).map((r) => r.created)).toEqual([true, true, true, true, true]);
    // A second top-up finds each bonus made: nothing is paid twice.
    expect((await send()).map((r) => r.created)).toEqual([false, false, false, false, false]);
    const balances = await Promise.all(
      makers.map(async (m) => (await db().doc(`creator_balances/${m.uid}`).get()).data()!),
    );
    expect(balances.map((b) => b.approved_cents)).toEqual([667, 667, 667, 667, 667]);
    // Sent again after the median moved, the same submission's top-up is refused, not paid.
    const [moved] = topUpRows(taskId, submissions.slice(0, 1), 60, 800, reason);
    expect(
      await adminUser.callError(callables.awardBonus, {
        creatorId: moved!.creatorId,
        submissionId: moved!.submissionId,
        amountCents: moved!.amountCents,
        reason,
        requestId: moved!.requestId,
      }),
    ).toMatchObject({ code: 'already-exists' });
  });
});
