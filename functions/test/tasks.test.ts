import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { expectAudit } from '../testing/audit';
import { newTask } from '../testing/flows';

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
      details: { title: serverMessages.alreadyAcceptedTitle },
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
      details: undefined,
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

  it('should accept N of N+1 concurrent creators on N slots', async () => {
    const slots = 3;
    const taskId = await newTask(support, { quotaLimit: slots });
    const creators = await Promise.all(
      Array.from({ length: slots + 1 }, (_, i) => newCreator(`race${i}`)),
    );
    const results = await Promise.allSettled(
      creators.map((c) => c.call(callables.acceptTask, { taskId })),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(accepted).toHaveLength(slots);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason.message).toContain(serverMessages.taskFull);
    expect((await admin.db().doc(`tasks/${taskId}`).get()).get('accepted_count')).toBe(slots);
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
