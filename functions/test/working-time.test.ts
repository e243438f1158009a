/**
 * Working time: a task's working time, an acceptance's expires_at, accepting again
 * after running out, and submitWork refusing an acceptance that ran out. The expiry job itself
 * is in jobs.test.ts.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { auditEntries } from '../testing/audit';
import { attestation, newTask, placeFile, upload } from '../testing/flows';
import { because } from '../testing/review-why';
import { expireAsTheJobDoes, tallied } from '../testing/slots';

const HOUR = 3_600_000;
let support: Member;
let creator: Member;

beforeAll(async () => {
  [support, creator] = await Promise.all([newStaff('support'), newCreator('timed')]);
});

const acceptanceOf = async (taskId: string, member: Member) =>
  (await admin.db().doc(`task_acceptances/${taskId}_${member.uid}`).get()).data()!;
/** The figure the screens show, once tallied (an acceptance right after a tally leaves it to the job). */
const acceptedCount = tallied;

/** Accepts `taskId` as `member`; returns the acceptance and the clock around the call. */
async function accept(member: Member, taskId: string) {
  const before = Date.now();
  await member.call(callables.acceptTask, { taskId });
  const after = Date.now();
  return { acceptance: await acceptanceOf(taskId, member), before, after };
}

/** submitWork's answer for a file already in place (past storage.rules, which check the clock too). */
async function submit(member: Member, taskId: string) {
  const path = await placeFile(member.uid, taskId);
  return member.callError(callables.submitWork, {
    taskId,
    filePaths: [path],
    fileNames: ['late.mp4'],
    attestation,
  });
}

describe('acceptTask: expires_at', () => {
  it('should be the acceptance time plus the working time when the task has no due date', async () => {
    const taskId = await newTask(support, { workingTimeHours: 48 });
    const { acceptance, before, after } = await accept(creator, taskId);
    const expires = acceptance.expires_at.toMillis();
    expect(expires).toBeGreaterThanOrEqual(before + 48 * HOUR - 1000);
    expect(expires).toBeLessThanOrEqual(after + 48 * HOUR + 1000);
    expect(acceptance).toMatchObject({
      status: 'accepted',
      expiry_warned: false,
      expired_at: null,
    });
  });

  it('should be the due date when it comes before the working time ends', async () => {
    const dueAt = new Date(Date.now() + 5 * HOUR).toISOString();
    const taskId = await newTask(support, { workingTimeHours: 48, dueAt });
    const { acceptance } = await accept(creator, taskId);
    expect(acceptance.expires_at.toDate().toISOString()).toBe(dueAt);
  });

  it('should be the due date for a task without a working time, and null without either', async () => {
    const dueAt = new Date(Date.now() + 72 * HOUR).toISOString();
    const due = await newTask(support, { dueAt });
    expect((await accept(creator, due)).acceptance.expires_at.toDate().toISOString()).toBe(dueAt);
    const open = await newTask(support);
    expect((await accept(creator, open)).acceptance).toMatchObject({
      expires_at: null,
      expiry_warned: false,
    });
  });
});

describe('accepting again after running out', () => {
  it('should take a slot again on the same acceptance after the job expired it', async () => {
    const taskId = await newTask(support, { workingTimeHours: 2, quotaLimit: 1 });
    const { acceptance: first } = await accept(creator, taskId);
    // The job's effect, as expireAcceptances leaves it (jobs.test.ts runs the job itself).
    await expireAsTheJobDoes(taskId, `${taskId}_${creator.uid}`);
    await admin
      .db()
      .doc(`task_acceptances/${taskId}_${creator.uid}`)
      .update({ expiry_warned: true });

    const { acceptance: again, before } = await accept(creator, taskId);
    expect(again).toMatchObject({ status: 'accepted', expiry_warned: false, expired_at: null });
    expect(again.created_at.toMillis()).toBeGreaterThan(first.created_at.toMillis());
    expect(again.expires_at.toMillis()).toBeGreaterThanOrEqual(before + 2 * HOUR - 1000);
    expect(await acceptedCount(taskId)).toBe(1);
    const entries = (await auditEntries(`${taskId}_${creator.uid}`)).filter(
      (e) => e.action === 'accept_task',
    );
    expect(entries.map((e) => e.details)).toEqual([
      { task_id: taskId },
      { task_id: taskId, again_after: 'expired' },
    ]);

    // Live again: a second accept is the usual Already Accepted.
    expect(await creator.callError(callables.acceptTask, { taskId })).toMatchObject({
      code: 'already-exists',
      message: serverMessages.alreadyAcceptedBody,
    });
  });

  it('should refuse it when the freed slot was taken meanwhile, or the task closed', async () => {
    const taskId = await newTask(support, { workingTimeHours: 2, quotaLimit: 1 });
    await accept(creator, taskId);
    await expireAsTheJobDoes(taskId, `${taskId}_${creator.uid}`);
    const other = await newCreator('quick');
    await other.call(callables.acceptTask, { taskId });
    expect(await creator.callError(callables.acceptTask, { taskId })).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.taskFull,
    });

    await support.call(callables.setTaskStatus, { taskId, status: 'closed' });
    expect(await creator.callError(callables.acceptTask, { taskId })).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.taskNotPublished,
    });
  });

  it('should let a creator whose time ran out before the job came by accept again, on the slot they hold', async () => {
    const taskId = await newTask(support, { workingTimeHours: 2, quotaLimit: 1 });
    await accept(creator, taskId);
    await admin
      .db()
      .doc(`task_acceptances/${taskId}_${creator.uid}`)
      .update({ expires_at: Timestamp.fromMillis(Date.now() - 60_000) });

    expect(await submit(creator, taskId)).toMatchObject({
      code: 'failed-precondition',
      message: messages.acceptanceExpired,
    });
    const { acceptance } = await accept(creator, taskId);
    expect(acceptance.status).toBe('accepted');
    expect(acceptance.expires_at.toMillis()).toBeGreaterThan(Date.now());
    expect(await acceptedCount(taskId)).toBe(1);
  });
});

describe('submitWork: an acceptance that ran out', () => {
  it('should refuse an expired acceptance and take no submission', async () => {
    const taskId = await newTask(support, { workingTimeHours: 2 });
    await accept(creator, taskId);
    await admin
      .db()
      .doc(`task_acceptances/${taskId}_${creator.uid}`)
      .update({ status: 'expired', expired_at: Timestamp.now() });
    expect(await submit(creator, taskId)).toEqual({
      code: 'failed-precondition',
      message: messages.acceptanceExpired,
      details: { refusal: { id: 'messages.acceptanceExpired', args: [] } },
    });
    const made = await admin.db().collection('submissions').where('task_id', '==', taskId).get();
    expect(made.size).toBe(0);
    expect((await acceptanceOf(taskId, creator)).status).toBe('expired');
  });

  it('should take a resubmission after needs_changes whatever the time', async () => {
    const taskId = await newTask(support, { workingTimeHours: 2 });
    await accept(creator, taskId);
    const path = await upload(creator, taskId);
    const { submissionId } = await creator.call(callables.submitWork, {
      taskId,
      filePaths: [path],
      fileNames: ['first.mp4'],
      attestation,
    });
    await support.call(callables.reviewSubmission, {
      submissionId,
      decision: 'needs_changes',
      ...because('needs_changes'),
    });
    await admin
      .db()
      .doc(`task_acceptances/${taskId}_${creator.uid}`)
      .update({ expires_at: Timestamp.fromMillis(Date.now() - HOUR) });
    const again = await upload(creator, taskId);
    const { submissionId: second } = await creator.call(callables.submitWork, {
      taskId,
      filePaths: [again],
      fileNames: ['second.mp4'],
      attestation,
    });
    expect(second).not.toBe(submissionId);
  });
});
