import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { expectAudit } from '../testing/audit';
import { newTask } from '../testing/flows';
import { DAY, runAt } from '../testing/jobs';
import { acceptedCountNow, slotShards, slotsTaken, tallied } from '../testing/slots';
import { whileLocked } from '../testing/locks';
import { expireAcceptances } from '../src/jobs/expire-acceptances';
import { tallyTaskSlots } from '../src/tasks/tally-task-slots';

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

describe(callables.createTask.name, () => {
  it('should let support create a task with every field, in cents', async () => {
    const { taskId } = await support.call(callables.createTask, {
      title: 'Teach fractions',
      description: 'A five-minute lesson',
      category: 'doc',
      payoutAmountCents: 3550,
      quotaLimit: 4,
      status: 'draft',
      dueAt: '2027-01-31T12:00:00.000Z',
      instructionsUrl: 'https://example.com/brief',
      expectedTimeline: '2 days',
      tags: ['math', 'lesson'],
    });
    const task = (await admin.db().doc(`tasks/${taskId}`).get()).data()!;
    expect(task).toMatchObject({
      title: 'Teach fractions',
      category: 'doc',
      payout_amount_cents: 3550,
      quota_limit: 4,
      accepted_count: 0,
      status: 'draft',
      instructions_url: 'https://example.com/brief',
      expected_timeline: '2 days',
      tags: ['math', 'lesson'],
      created_by: support.uid,
    });
    expect(task.due_at.toDate().toISOString()).toBe('2027-01-31T12:00:00.000Z');
    await expectAudit('create_task', taskId, support.uid!);
  });

  it('should default to a draft video task', async () => {
    const { taskId } = await adminUser.call(callables.createTask, {
      title: 'Anything',
      payoutAmountCents: 100,
    });
    expect((await admin.db().doc(`tasks/${taskId}`).get()).data()).toMatchObject({
      status: 'draft',
      category: 'video',
      quota_limit: null,
    });
  });

  it.each([
    [{ payoutAmountCents: 100 }, 'title: Invalid input: expected string, received undefined'],
    [{ title: '  ', payoutAmountCents: 100 }, 'title: is required'],
    [
      { title: 'x', payoutAmountCents: 10.5 },
      'payoutAmountCents: Invalid input: expected int, received number',
    ],
    [
      { title: 'x', payoutAmountCents: 100, quotaLimit: 0 },
      'quotaLimit: Too small: expected number to be >0',
    ],
    [
      { title: 'x', payoutAmountCents: 100, category: 'poetry' },
      'category: Invalid option: expected one of "video"|"writing"|"audio"|"image"|"doc"|"mixed"',
    ],
  ])('should name the invalid field of %j', async (input, message) => {
    expect(await support.callRawError(callables.createTask, input)).toMatchObject({
      code: 'invalid-argument',
      message,
    });
  });

  it('should create one task when two calls with one request id race', async () => {
    const requestId = randomUUID();
    const input = { title: `Once only ${requestId}`, payoutAmountCents: 700, requestId };
    const [first, second] = await Promise.all([
      support.call(callables.createTask, input),
      support.call(callables.createTask, input),
    ]);
    expect(first.taskId).toBe(requestId);
    expect(second.taskId).toBe(requestId);
    const made = await admin.db().collection('tasks').where('title', '==', input.title).get();
    expect(made.docs.map((d) => d.id)).toEqual([requestId]);
    await expectAudit('create_task', requestId, support.uid!, 1);

    // A retry after a lost answer returns the same task, changing nothing.
    expect(await support.call(callables.createTask, { ...input, title: 'Changed' })).toEqual({
      taskId: requestId,
    });
    expect((await admin.db().doc(`tasks/${requestId}`).get()).get('title')).toBe(input.title);
    await expectAudit('create_task', requestId, support.uid!, 1);
  });

  it("should refuse another staff member's request id, and ids that are not UUIDs", async () => {
    const requestId = randomUUID();
    await support.call(callables.createTask, { title: 'Mine', payoutAmountCents: 1, requestId });
    expect(
      await adminUser.callError(callables.createTask, {
        title: 'Theirs',
        payoutAmountCents: 1,
        requestId,
      }),
    ).toMatchObject({ code: 'already-exists', message: serverMessages.taskRequestTaken });
    for (const bad of ['not-a-uuid', '../tasks', `${requestId}/x`]) {
      expect(
        await support.callRawError(callables.createTask, {
          title: 'x',
          payoutAmountCents: 1,
          requestId: bad,
        }),
      ).toMatchObject({ code: 'invalid-argument', message: 'requestId: must be a UUID' });
    }
  });

  it('should deny creators and signed-out callers', async () => {
    expect(
      await creator.callError(callables.createTask, { title: 'x', payoutAmountCents: 1 }),
    ).toMatchObject({
      code: 'permission-denied',
      message: serverMessages.permissionDenied,
    });
    expect(
      await anonymousClient().callError(callables.createTask, { title: 'x', payoutAmountCents: 1 }),
    ).toMatchObject({
      code: 'unauthenticated',
      message: messages.signInRequired,
    });
  });
});

describe(callables.setTaskStatus.name, () => {
  it('should move draft → published → closed, once each, with audit entries', async () => {
    const taskId = await newTask(support, { status: 'draft' });
    expect(
      await support.call(callables.setTaskStatus, { taskId, status: 'published' }),
    ).toMatchObject({
      changed: true,
    });
    expect(
      await support.call(callables.setTaskStatus, { taskId, status: 'published' }),
    ).toMatchObject({
      changed: false,
    });
    expect(
      await adminUser.call(callables.setTaskStatus, { taskId, status: 'closed' }),
    ).toMatchObject({
      changed: true,
    });
    expect((await admin.db().doc(`tasks/${taskId}`).get()).get('status')).toBe('closed');
    await expectAudit('set_task_status', taskId, support.uid!, 1);
    await expectAudit('set_task_status', taskId, adminUser.uid!, 1);
  });

  it('should refuse reopening and skipping publication', async () => {
    const closed = await newTask(support, { status: 'closed' });
    expect(
      await support.callError(callables.setTaskStatus, { taskId: closed, status: 'published' }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.taskTransition('closed', 'published'),
    });
    const draft = await newTask(support, { status: 'draft' });
    expect(
      await support.callError(callables.setTaskStatus, { taskId: draft, status: 'closed' }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: 'A draft task cannot be closed',
    });
  });

  it('should refuse unknown tasks, bad statuses and creators', async () => {
    expect(
      await support.callError(callables.setTaskStatus, { taskId: 'nope', status: 'closed' }),
    ).toMatchObject({ code: 'not-found', message: serverMessages.taskNotFound });
    expect(
      await support.callRawError(callables.setTaskStatus, { taskId: 'x', status: 'draft' }),
    ).toMatchObject({
      code: 'invalid-argument',
      message: 'status: Invalid option: expected one of "published"|"closed"',
    });
    const taskId = await newTask(support, { status: 'draft' });
    expect(
      await creator.callError(callables.setTaskStatus, { taskId, status: 'published' }),
    ).toMatchObject({ code: 'permission-denied' });
  });
});

describe(`${callables.createTask.name}: slot shards`, () => {
  it('should spread the slots over shards by the quota, and make none for a task without one', async () => {
    const small = await newTask(support, { quotaLimit: 4 });
    expect(await slotShards(small)).toEqual([
      expect.objectContaining({ n: 0, capacity: 4, taken: 0 }),
    ]);
    const large = await newTask(support, { quotaLimit: 101 });
    // 101 slots at up to 20 a shard: six shards, the first ones one slot more.
    expect((await slotShards(large)).map((s) => [s.capacity, s.taken])).toEqual([
      [17, 0],
      [17, 0],
      [17, 0],
      [17, 0],
      [17, 0],
      [16, 0],
    ]);
    expect((await admin.db().doc(`tasks/${large}`).get()).data()).toMatchObject({
      quota_limit: 101,
      accepted_count: 0,
      slot_shards: 6,
    });
    const unlimited = await newTask(support, { quotaLimit: null });
    expect(await slotShards(unlimited)).toEqual([]);
  });
});

describe(callables.acceptTask.name, () => {
  it('should accept a published task once, taking a slot', async () => {
    const taskId = await newTask(support, { quotaLimit: 5 });
    const { acceptanceId } = await creator.call(callables.acceptTask, { taskId });
    expect(acceptanceId).toBe(`${taskId}_${creator.uid}`);
    expect((await admin.db().doc(`task_acceptances/${acceptanceId}`).get()).data()).toMatchObject({
      task_id: taskId,
      user_id: creator.uid,
      status: 'accepted',
    });
    expect((await admin.db().doc(`tasks/${taskId}`).get()).get('accepted_count')).toBe(1);
    await expectAudit('accept_task', acceptanceId, creator.uid);

    expect(await creator.callError(callables.acceptTask, { taskId })).toEqual({
      code: 'already-exists',
      message: serverMessages.alreadyAcceptedBody,
      details: {
        title: serverMessages.alreadyAcceptedTitle,
        // Which translated message the words are, for the creator's language.
        refusal: {
          id: 'refusals.alreadyAcceptedBody',
          args: [],
          title_id: 'refusals.alreadyAcceptedTitle',
        },
      },
    });
    expect((await admin.db().doc(`tasks/${taskId}`).get()).get('accepted_count')).toBe(1);
  });

  it('should refuse draft, closed and unknown tasks', async () => {
    const draft = await newTask(support, { status: 'draft' });
    expect(await creator.callError(callables.acceptTask, { taskId: draft })).toMatchObject({
      code: 'not-found',
      message: serverMessages.taskNotFound,
    });
    const closed = await newTask(support, { status: 'closed' });
    expect(await creator.callError(callables.acceptTask, { taskId: closed })).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.taskNotPublished,
    });
    expect(await creator.callError(callables.acceptTask, { taskId: 'missing' })).toMatchObject({
      code: 'not-found',
    });
    expect(await creator.callError(callables.acceptTask, { taskId: '' })).toMatchObject({
      code: 'invalid-argument',
      message: 'taskId: is required',
    });
  });

  it("should not wait on the task's document: an acceptance answers while another transaction holds it", async () => {
    const taskId = await newTask(support, { quotaLimit: 10 });
    // Tallied a moment ago, so this acceptance leaves the figure to the next one (or the job).
    await admin.db().doc(`tasks/${taskId}`).update({ slots_tallied_at: Timestamp.now() });
    const unlocked = await newCreator('unlocked');
    const { answeredWhileHeld, outcome } = await whileLocked(`tasks/${taskId}`, () =>
      unlocked.call(callables.acceptTask, { taskId }),
    );
    expect(outcome.status).toBe('fulfilled');
    expect(answeredWhileHeld).toBe(true);
    expect(await slotsTaken(taskId)).toBe(1);
  });

  it('should refuse an acceptance that read the task published when the close lands first', async () => {
    for (const quotaLimit of [10, null]) {
      const taskId = await newTask(support, { quotaLimit });
      const slow = await newCreator('slow');
      // The acceptance's transaction waits on the creator's own document until the task closed.
      const close = new Promise((resolve) => setTimeout(resolve, 1_000)).then(() =>
        support.call(callables.setTaskStatus, { taskId, status: 'closed' }),
      );
      const { outcome } = await whileLocked(
        `users/${slow.uid}`,
        () => slow.call(callables.acceptTask, { taskId }),
        close,
      );
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason.message).toContain(
        serverMessages.taskNotPublished,
      );
      // Every shard a task has or may get is closed, and none counts the refused acceptance.
      const shards = await slotShards(taskId);
      expect(shards).toHaveLength(quotaLimit === null ? 8 : 1);
      for (const shard of shards) expect(shard).toMatchObject({ closed: true, taken: 0 });
    }
  });

  it('should accept a task before its due date and refuse it after', async () => {
    const dueAt = new Date(Date.now() + 24 * 3600_000).toISOString();
    const taskId = await newTask(support, { dueAt });
    await creator.call(callables.acceptTask, { taskId });

    // createTask takes any date; the task falling due is simulated by moving its due date back.
    await admin
      .db()
      .doc(`tasks/${taskId}`)
      .update({ due_at: Timestamp.fromMillis(Date.now() - 60_000) });
    const late = await newCreator('late');
    expect(await late.callError(callables.acceptTask, { taskId })).toEqual({
      code: 'failed-precondition',
      message: serverMessages.taskPastDue,
      details: { refusal: { id: 'refusals.taskPastDue', args: [] } },
    });
    expect((await admin.db().doc(`tasks/${taskId}`).get()).get('accepted_count')).toBe(1);

    const pastDue = await newTask(support, { dueAt: '2001-01-01T00:00:00Z' });
    expect(await late.callError(callables.acceptTask, { taskId: pastDue })).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.taskPastDue,
    });
  });

  it('should deny staff and signed-out callers', async () => {
    const taskId = await newTask(support);
    expect(await support.callError(callables.acceptTask, { taskId })).toMatchObject({
      code: 'permission-denied',
    });
    expect(await anonymousClient().callError(callables.acceptTask, { taskId })).toMatchObject({
      code: 'unauthenticated',
    });
  });

  it('should accept N of N+2 concurrent creators on N slots: 12 creators for 10 slots get 10', async () => {
    const slots = 10;
    const taskId = await newTask(support, { quotaLimit: slots });
    const creators = await Promise.all(
      Array.from({ length: slots + 2 }, (_, i) => newCreator(`race${i}`)),
    );
    const results = await Promise.allSettled(
      creators.map((c) => c.call(callables.acceptTask, { taskId })),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(accepted).toHaveLength(slots);
    expect(refused).toHaveLength(2);
    for (const r of refused) expect(r.reason.message).toContain(serverMessages.taskFull);
    expect(await slotsTaken(taskId)).toBe(slots);
    // The screens' figure, once tallied (an acceptance a moment after a tally leaves it to the job).
    await tallyTaskSlots.run(new Date());
    expect(await acceptedCountNow(taskId)).toBe(slots);
    const acceptances = await admin
      .db()
      .collection('task_acceptances')
      .where('task_id', '==', taskId)
      .get();
    expect(acceptances.size).toBe(slots);
  });

  it('should accept once when one creator races themself', async () => {
    const taskId = await newTask(support);
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => creator.call(callables.acceptTask, { taskId })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await admin.db().doc(`tasks/${taskId}`).get()).get('accepted_count')).toBe(1);
  });
});

describe('acceptTask: slots over several shards', () => {
  const liveOn = async (taskId: string) => {
    const snap = await admin
      .db()
      .collection('task_acceptances')
      .where('task_id', '==', taskId)
      .get();
    return snap.docs.map((d) => d.data()).filter((a) => a.status !== 'expired');
  };

  it('should never take more slots than the task has while acceptances, an expiry and a release race', async () => {
    // 41 slots: three shards of 14, 14 and 13.
    const taskId = await newTask(support, { quotaLimit: 41, workingTimeHours: 1 });
    const [late, leaving] = await Promise.all([newCreator('late'), newCreator('leaving')]);
    await late.call(callables.acceptTask, { taskId });
    await leaving.call(callables.acceptTask, { taskId });
    const lateId = `${taskId}_${late.uid}`;
    // Late's time ran out; leaving will delete their account: two slots about to come back.
    await admin
      .db()
      .doc(`task_acceptances/${lateId}`)
      .update({ expires_at: Timestamp.fromMillis(Date.now() - 60_000) });
    // Creators outside this test hold all but three of the other slots: 1 free on shard 0, 2 on 1.
    const free = [1, 2, 0];
    const held = (await liveOn(taskId)).map((a) => a.slot_shard as number);
    const others: number[] = [];
    for (const shard of await slotShards(taskId)) {
      const mine = held.filter((n) => n === shard.n).length;
      others[shard.n] = shard.capacity! - free[shard.n]! - mine;
      await admin
        .db()
        .doc(`tasks/${taskId}/slots/${shard.n}`)
        .update({ taken: shard.capacity! - free[shard.n]!, version: shard.version + 1 });
    }

    const racers = await Promise.all(Array.from({ length: 8 }, (_, i) => newCreator(`shard${i}`)));
    const [results] = await Promise.all([
      Promise.allSettled(racers.map((c) => c.call(callables.acceptTask, { taskId }))),
      runAt(expireAcceptances, Date.now()),
      leaving.call(callables.deleteMyAccount, { confirmEmail: leaving.email }),
    ]);
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason.message).toContain(serverMessages.taskFull);
    }
    // Three slots were free, two came back: at least the three, never more than the five.
    expect(accepted).toBeGreaterThanOrEqual(3);
    expect(accepted).toBeLessThanOrEqual(5);

    // Each shard counts exactly the acceptances that hold a slot in it, and no more than it holds.
    const live = await liveOn(taskId);
    expect(live).toHaveLength(accepted);
    const shards = await slotShards(taskId);
    for (const shard of shards) {
      expect(shard.taken).toBeLessThanOrEqual(shard.capacity!);
      expect(shard.taken).toBe(
        others[shard.n]! + live.filter((a) => a.slot_shard === shard.n).length,
      );
    }
    const othersTotal = others.reduce((a, b) => a + b, 0);
    expect(await tallied(taskId)).toBe(othersTotal + accepted);

    // Full only when every shard is: the slots left are taken wherever they are, then no more.
    const left = 41 - othersTotal - accepted;
    const last = await Promise.all(
      Array.from({ length: left + 1 }, (_, i) => newCreator(`last${i}`)),
    );
    for (const c of last.slice(0, left)) await c.call(callables.acceptTask, { taskId });
    expect(await last[left]!.callError(callables.acceptTask, { taskId })).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.taskFull,
    });
    expect((await slotShards(taskId)).map((s) => s.taken)).toEqual([14, 14, 13]);
    expect(await tallied(taskId)).toBe(41);
  });

  it('should give an expired slot back to its own shard, and keep a run-out slot on re-accepting', async () => {
    const taskId = await newTask(support, { quotaLimit: 60, workingTimeHours: 1 });
    const holder = await newCreator('holder');
    await holder.call(callables.acceptTask, { taskId });
    const id = `${taskId}_${holder.uid}`;
    const shardOf = async () =>
      (await admin.db().doc(`task_acceptances/${id}`).get()).get('slot_shard') as number;
    const home = await shardOf();
    const before = (await slotShards(taskId)).map((s) => s.taken);
    expect(before[home]).toBe(1);

    // Run out, not yet expired by the job: accepting again keeps the slot it holds.
    await admin
      .db()
      .doc(`task_acceptances/${id}`)
      .update({ expires_at: Timestamp.fromMillis(Date.now() - 60_000) });
    await holder.call(callables.acceptTask, { taskId });
    expect((await slotShards(taskId)).map((s) => s.taken)).toEqual(before);
    expect(await shardOf()).toBe(home);

    // Expired by the job: the slot goes back to its shard, and the figure with it.
    await admin
      .db()
      .doc(`task_acceptances/${id}`)
      .update({ expires_at: Timestamp.fromMillis(Date.now() - 60_000) });
    await runAt(expireAcceptances, Date.now());
    expect((await slotShards(taskId)).map((s) => s.taken)).toEqual([0, 0, 0]);
    expect(await acceptedCountNow(taskId)).toBe(0);
    // Accepting again takes a slot anew, in the shard its id hashes to.
    await holder.call(callables.acceptTask, { taskId });
    expect(await shardOf()).toBe(home);
    expect(await tallied(taskId)).toBe(1);
  });

  it('should count the acceptances of a task without a quota on its shards', async () => {
    const taskId = await newTask(support, { quotaLimit: null });
    // More creators than shards: some land on one together, the first making it.
    const creators = await Promise.all(
      Array.from({ length: 10 }, (_, i) => newCreator(`open${i}`)),
    );
    await Promise.all(creators.map((c) => c.call(callables.acceptTask, { taskId })));
    expect(await slotsTaken(taskId)).toBe(10);
    expect((await slotShards(taskId)).every((s) => s.capacity === null)).toBe(true);
    expect(await tallied(taskId)).toBe(10);
  });

  it('should move a task made before the shards onto them, keeping its count', async () => {
    const taskId = await newTask(support, { quotaLimit: 3 });
    // As such a task was stored: no shards, the count on the task.
    await admin.db().doc(`tasks/${taskId}/slots/0`).delete();
    await admin.db().doc(`tasks/${taskId}`).update({
      accepted_count: 2,
      slot_shards: FieldValue.delete(),
      slots_version: FieldValue.delete(),
    });
    const [first, second] = await Promise.all([newCreator('moved1'), newCreator('moved2')]);
    await first.call(callables.acceptTask, { taskId });
    expect(await slotShards(taskId)).toEqual([expect.objectContaining({ capacity: 3, taken: 3 })]);
    expect((await admin.db().doc(`tasks/${taskId}`).get()).data()).toMatchObject({
      accepted_count: 3,
      slot_shards: 1,
    });
    expect(await second.callError(callables.acceptTask, { taskId })).toMatchObject({
      message: serverMessages.taskFull,
    });

    // One of the two slots it had was an acceptance from before, which names no shard: when it
    // expires, its slot comes back from a shard that has one taken.
    const before = await newCreator('before');
    await admin
      .db()
      .doc(`task_acceptances/${taskId}_${before.uid}`)
      .set({
        task_id: taskId,
        user_id: before.uid,
        status: 'accepted',
        created_at: Timestamp.fromMillis(Date.now() - 2 * DAY),
        expires_at: Timestamp.fromMillis(Date.now() - DAY),
        expiry_warned: true,
        expired_at: null,
        submission_count: 0,
        latest_submission_id: null,
      });
    await runAt(expireAcceptances, Date.now());
    expect(await slotShards(taskId)).toEqual([expect.objectContaining({ capacity: 3, taken: 2 })]);
    expect(await acceptedCountNow(taskId)).toBe(2);
    await second.call(callables.acceptTask, { taskId });
    expect(await tallied(taskId)).toBe(3);
  });

  it('should move a task without a quota made before the shards onto them, keeping its count', async () => {
    const taskId = await newTask(support, { quotaLimit: null });
    await admin.db().doc(`tasks/${taskId}`).update({
      accepted_count: 5,
      slot_shards: FieldValue.delete(),
      slots_version: FieldValue.delete(),
    });
    const [first, second] = await Promise.all([newCreator('open-a'), newCreator('open-b')]);
    await first.call(callables.acceptTask, { taskId });
    expect(await acceptedCountNow(taskId)).toBe(6);
    await second.call(callables.acceptTask, { taskId });
    expect(await slotsTaken(taskId)).toBe(7);
    expect(await tallied(taskId)).toBe(7);
  });
});

describe(tallyTaskSlots.name, () => {
  it("should bring a task's figure up to its shards, once, and leave tasks with old changes alone", async () => {
    const taskId = await newTask(support, { quotaLimit: 5 });
    const shard = admin.db().doc(`tasks/${taskId}/slots/0`);
    // The job tallies every task of this file's project: first what earlier tests left to it.
    await tallyTaskSlots.run(new Date());
    // A change the acceptance left to the job (it came a moment after a tally).
    await shard.update({ taken: 2, version: 2, changed_at: Timestamp.now() });
    expect(await acceptedCountNow(taskId)).toBe(0);
    const [first, second] = await Promise.all([
      tallyTaskSlots.run(new Date()),
      tallyTaskSlots.run(new Date()),
    ]);
    expect(first!.changed + second!.changed).toBe(1);
    expect(await acceptedCountNow(taskId)).toBe(2);
    expect((await tallyTaskSlots.run(new Date())).changed).toBe(0);

    // A shard that changed before the job's look-back is not looked at.
    await shard.update({
      taken: 3,
      version: 3,
      changed_at: Timestamp.fromMillis(Date.now() - DAY),
    });
    await tallyTaskSlots.run(new Date());
    expect(await acceptedCountNow(taskId)).toBe(2);
  });
});
