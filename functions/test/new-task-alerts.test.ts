/**
 * New-task alerts end to end against the emulator: a task's first publication (createTask or
 * setTaskStatus) records its alert, `sendNewTaskAlerts` tells the matching, active, eligible
 * creators in the bell and by their e-mail choice, and `sendNewTaskDigest` sends each creator on
 * the daily digest one e-mail per day. The file's project holds only its own creators and tasks.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import type { SignupPath, TaskCategory } from '@groundtruth/domain/constants';
import { taskSchema } from '@groundtruth/domain/entities';
import { formatCents } from '@groundtruth/domain/money';
import { payLine } from '@groundtruth/domain/fair-pay';
import {
  pathsForCategory,
  taskDigestId,
  utcDay,
  type NewTaskEmailChoice,
} from '@groundtruth/domain/new-task-alerts';
import { paths } from '@groundtruth/domain/paths';
import { taskAlertMessages } from '@groundtruth/domain/task-alert-messages';
import { sendNewTaskAlerts } from '../src/task-alerts/send-new-task-alerts';
import { sendNewTaskDigest } from '../src/task-alerts/send-new-task-digest';
import { tellCreator } from '../src/task-alerts/tell-creator';
import { ALERT_RETRIES } from '@groundtruth/domain/new-task-alerts';
import { DAY, expectWrittenOnce, runAt, runTwiceAtOnce } from '../testing/jobs';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';

// The real tellCreator, which a test may make fail for one creator as a transaction that gave up.
vi.mock('../src/task-alerts/tell-creator', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/task-alerts/tell-creator')>();
  return { ...real, tellCreator: vi.fn(real.tellCreator) };
});
const realTellCreator = vi.mocked(tellCreator).getMockImplementation()!;
afterEach(() => {
  vi.mocked(tellCreator).mockImplementation(realTellCreator);
});

/** Telling `uid` fails `times` times (Infinity: always), as a transaction that gave up. */
function tellingFails(uid: string, times: number) {
  let left = times;
  vi.mocked(tellCreator).mockImplementation(async (...args) => {
    if (args[3] === uid && left-- > 0) throw new Error('10 ABORTED: too much contention');
    return realTellCreator(...args);
  });
}

let staff: Member;
let adminMember: Member;

beforeAll(async () => {
  [staff, adminMember] = await Promise.all([newStaff('support'), newStaff('admin')]);
});

const db = () => admin.db();

/** A creator on `chosenPaths` with the given e-mail choices (null: never chosen). */
async function creatorOn(
  chosenPaths: SignupPath[],
  newTaskEmails: NewTaskEmailChoice | null,
  notifyEmail = true,
) {
  const creator = await newCreator('alerts');
  await db()
    .doc(`creator_profiles/${creator.uid}`)
    .update({
      chosen_paths: chosenPaths,
      notify_email: notifyEmail,
      ...(newTaskEmails ? { new_task_emails: newTaskEmails } : {}),
    });
  return creator;
}

let counter = 0;

/** sendNewTaskAlerts run now (or at `at`), once or as two overlapping schedules. */
async function runAlerts({ twice = false, at }: { twice?: boolean; at?: number } = {}) {
  const clock = at ?? Date.now();
  return twice ? runTwiceAtOnce(sendNewTaskAlerts, clock) : runAt(sendNewTaskAlerts, clock);
}

/** A task of `category` made by staff in `status`; returns its id and title. */
async function taskOf(
  category: TaskCategory,
  status: 'published' | 'draft' = 'published',
  // A draft needs an estimate to be published (fair pay).
  estimatedMinutes: number | undefined = status === 'draft' ? 30 : undefined,
) {
  const title = `Alert task ${category} ${Date.now()}-${++counter}`;
  const { taskId } = await staff.call(callables.createTask, {
    title,
    description: 'New work for the paths that want it.',
    category,
    payoutAmountCents: 1850 + counter,
    quotaLimit: null,
    status,
    dueAt: null,
    ...(estimatedMinutes ? { estimatedMinutes } : {}),
  });
  return { taskId, title, payout: 1850 + counter };
}

/** The bell notices of `taskId` for `uid`. */
async function noticesOf(taskId: string, uid: string) {
  const snap = await db()
    .collection('notifications')
    .where('entity_id', '==', taskId)
    .where('kind', '==', 'new_task')
    .where('user_id', '==', uid)
    .get();
  return snap.docs;
}

/** The outbox's e-mails to `uid` of kind new_task. */
async function mailsTo(uid: string) {
  const snap = await db()
    .collection('mail')
    .where('user_id', '==', uid)
    .where('kind', '==', 'new_task')
    .get();
  return snap.docs;
}

const alertOf = async (taskId: string) => (await db().doc(`task_alerts/${taskId}`).get()).data();

describe('matching', () => {
  it('should tell the matching creator once, and neither a non-matching one nor staff', async () => {
    const photographer = await creatorOn(['photography'], 'off');
    const writer = await creatorOn(['writing'], 'off');
    const { taskId, title, payout } = await taskOf('image');
    expect(await alertOf(taskId)).toMatchObject({ task_id: taskId, status: 'pending' });
    // A run whose clock is before the publication leaves the alert for a later one.
    const publishedAt = (await alertOf(taskId))!.published_at.toMillis() as number;
    await runAlerts({ at: publishedAt - 1000 });
    expect(await alertOf(taskId)).toMatchObject({ status: 'pending' });
    expect(await noticesOf(taskId, photographer.uid)).toHaveLength(0);

    await runAlerts({ twice: true });
    await runAlerts();

    const [notice, ...more] = await noticesOf(taskId, photographer.uid);
    expect(more).toHaveLength(0);
    expectWrittenOnce(notice!);
    expect(notice!.data()).toMatchObject({
      title: taskAlertMessages.newTaskTitle(title),
      body: taskAlertMessages.newTaskBody(title, formatCents(payout)),
      link: paths.tasks,
      read: false,
    });
    expect(await noticesOf(taskId, writer.uid)).toHaveLength(0);
    expect(await noticesOf(taskId, staff.uid)).toHaveLength(0);
    expect(await alertOf(taskId)).toMatchObject({ status: 'done' });
    expect((await alertOf(taskId))!.told).toBeGreaterThanOrEqual(1);
  });

  it('should tell the payout with the time and the hourly rate of a task with an estimate', async () => {
    const photographer = await creatorOn(['photography'], 'off');
    const { taskId, title, payout } = await taskOf('image', 'published', 25);
    await runAlerts();
    const [notice] = await noticesOf(taskId, photographer.uid);
    expect(notice!.get('body')).toBe(taskAlertMessages.newTaskBody(title, payLine(payout, 25)));
    expect(notice!.get('body')).toContain(' · about 25 min · $');
  });

  it('should not tell a creator the eligibility turns away, nor a suspended one', async () => {
    const { qualificationId } = await adminMember.call(callables.createQualification, {
      name: `Voice basics ${Date.now()}`,
      description: 'What a voice clip must sound like.',
      kind: 'quiz',
      passingScore: 100,
      retryDelayHours: 48,
      questions: [
        { prompt: 'Quiet room?', choices: ['Yes', 'No'], correct: [0], explanation: 'Yes.' },
      ],
    });
    const qualified = await creatorOn(['voice'], 'off');
    const unqualified = await creatorOn(['voice'], 'off');
    const suspended = await creatorOn(['voice'], 'off');
    await adminMember.call(callables.grantQualification, {
      qualificationId,
      userId: qualified.uid,
      reason: 'Known voice actor',
    });
    await db().doc(`users/${suspended.uid}`).update({ status: 'suspended' });
    const { taskId } = await taskOf('audio', 'draft');
    await adminMember.call(callables.updateTaskEligibility, {
      taskId,
      eligibility: { qualifications: [{ qualification_id: qualificationId, min_score: 0 }] },
    });
    await staff.call(callables.setTaskStatus, { taskId, status: 'published' });

    await runAlerts();
    expect(await noticesOf(taskId, qualified.uid)).toHaveLength(1);
    expect(await noticesOf(taskId, unqualified.uid)).toHaveLength(0);
    expect(await noticesOf(taskId, suspended.uid)).toHaveLength(0);
  });

  it('should alert once for a task published, taken back and published again', async () => {
    const maker = await creatorOn(['documentation'], 'instant');
    const { taskId } = await taskOf('doc', 'draft');
    expect(await alertOf(taskId)).toBeUndefined();
    await staff.call(callables.setTaskStatus, { taskId, status: 'published' });
    await runAlerts();
    // Taken back to a draft (no callable does so today; the alert must not depend on it)…
    await db().doc(`tasks/${taskId}`).update({ status: 'draft' });
    await staff.call(callables.setTaskStatus, { taskId, status: 'published' });
    expect(await alertOf(taskId)).toMatchObject({ status: 'done' });
    await runAlerts();
    expect(await noticesOf(taskId, maker.uid)).toHaveLength(1);
    expect(await mailsTo(maker.uid)).toHaveLength(1);
  });

  it('should tell no one of a task closed before its alert went out', async () => {
    const maker = await creatorOn(['documentation'], 'instant');
    const { taskId } = await taskOf('doc');
    await staff.call(callables.setTaskStatus, { taskId, status: 'closed' });
    await runAlerts();
    expect(await noticesOf(taskId, maker.uid)).toHaveLength(0);
    expect(await alertOf(taskId)).toMatchObject({ status: 'done' });
  });
});

describe('e-mail choices', () => {
  it('should e-mail an instant creator once, and none when off or when e-mail is off', async () => {
    const instant = await creatorOn(['teaching'], 'instant');
    const off = await creatorOn(['teaching'], 'off');
    const unsubscribed = await creatorOn(['teaching'], 'instant', false);
    const { taskId, title } = await taskOf('writing');
    await runAlerts({ twice: true });

    const [mail, ...more] = await mailsTo(instant.uid);
    expect(more).toHaveLength(0);
    expectWrittenOnce(mail!);
    expect(mail!.id).toBe(`new_task_${taskId}_${instant.uid}`);
    expect(mail!.get('to')).toBe(instant.email);
    expect(mail!.get('message.subject')).toBe(taskAlertMessages.newTaskTitle(title));
    for (const quiet of [off, unsubscribed]) {
      expect(await noticesOf(taskId, quiet.uid)).toHaveLength(1);
      expect(await mailsTo(quiet.uid)).toHaveLength(0);
    }
  });

  it('should send the daily digest once a day is over: one e-mail listing the day, once', async () => {
    const daily = await creatorOn(['photography'], null);
    const voiceDaily = await creatorOn(['voice'], 'daily');
    const first = await taskOf('image');
    const second = await taskOf('mixed');
    await runAlerts();
    // No e-mail as they come; both wait in the day's digest.
    expect(await mailsTo(daily.uid)).toHaveLength(0);
    const published = (await db().doc(`tasks/${first.taskId}`).get()).get('published_at');
    const day = utcDay(published.toDate() as Date);

    // The day is not over yet: nothing.
    await runAt(sendNewTaskDigest, Date.now());
    expect(await mailsTo(daily.uid)).toHaveLength(0);

    const tomorrow = Date.parse(`${day}T00:00:00Z`) + DAY + 60_000;
    await runTwiceAtOnce(sendNewTaskDigest, tomorrow);
    await runAt(sendNewTaskDigest, tomorrow + 3_600_000);
    const [mail, ...more] = await mailsTo(daily.uid);
    expect(more).toHaveLength(0);
    expectWrittenOnce(mail!);
    expect(mail!.id).toBe(taskDigestId(day, daily.uid));
    expect(mail!.get('message.subject')).toBe(taskAlertMessages.newTaskDigestSubject(2, day));
    const text = mail!.get('message.text') as string;
    for (const task of [first, second])
      expect(text).toContain(
        taskAlertMessages.newTaskDigestLine(task.title, formatCents(task.payout)),
      );
    expect(text).toContain(paths.tasks);

    // A voice creator: the image task is not theirs, the mixed one (for every path) is.
    expect(pathsForCategory('image')).not.toContain('voice');
    expect(await noticesOf(first.taskId, voiceDaily.uid)).toHaveLength(0);
    expect(await noticesOf(second.taskId, voiceDaily.uid)).toHaveLength(1);
    const digests = await mailsTo(voiceDaily.uid);
    expect(digests.map((d) => d.get('message.subject'))).toEqual([
      taskAlertMessages.newTaskDigestSubject(1, day),
    ]);
  });

  it('should send no digest to a creator on the daily digest whom no task matched', async () => {
    const lonely = await creatorOn(['voice'], 'daily');
    await taskOf('image');
    await runAlerts();
    await runAt(sendNewTaskDigest, Date.now() + 2 * DAY);
    expect(await mailsTo(lonely.uid)).toHaveLength(0);
  });
});

describe('a run stopped mid-way', () => {
  it('should resume after it and tell no creator twice', async () => {
    const creators = await Promise.all([0, 1, 2].map(() => creatorOn(['video'], 'instant')));
    const { taskId } = await taskOf('video');
    const snap = await db().doc(`tasks/${taskId}`).get();
    const task = { ...taskSchema.parse(snap.data()), id: taskId };
    const alert = await alertOf(taskId);
    // The stopped run told one creator and saved no cursor before it was killed.
    const [early] = [...creators].sort((a, b) => (a.uid < b.uid ? -1 : 1));
    expect(
      await tellCreator(
        task,
        alert!.published_at,
        pathsForCategory('video'),
        early!.uid,
        new Date(),
      ),
    ).toBe(true);

    await runAlerts();
    for (const creator of creators) {
      const notices = await noticesOf(taskId, creator.uid);
      expect(notices).toHaveLength(1);
      expectWrittenOnce(notices[0]!);
      const mails = await mailsTo(creator.uid);
      expect(mails).toHaveLength(1);
      expectWrittenOnce(mails[0]!);
    }
    expect(await alertOf(taskId)).toMatchObject({ status: 'done' });
  });

  it('should go on from its cursor', async () => {
    const creators = await Promise.all([0, 1].map(() => creatorOn(['video'], 'off')));
    const { taskId } = await taskOf('video');
    const [before, after] = [...creators].sort((a, b) => (a.uid < b.uid ? -1 : 1));
    // A run stopped after the page that ended with `before`.
    await db().doc(`task_alerts/${taskId}`).update({ cursor: before!.uid });
    await runAlerts();
    expect(await noticesOf(taskId, before!.uid)).toHaveLength(0);
    expect(await noticesOf(taskId, after!.uid)).toHaveLength(1);
  });

  it('should tell a creator whose telling failed on a later run, though its cursor moved on', async () => {
    const creators = await Promise.all([0, 1, 2].map(() => creatorOn(['video'], 'off')));
    const [, middle] = [...creators].sort((a, b) => (a.uid < b.uid ? -1 : 1));
    tellingFails(middle!.uid, 1);
    const { taskId } = await taskOf('video');
    await runAlerts();
    expect(await noticesOf(taskId, middle!.uid)).toHaveLength(0);
    expect(await alertOf(taskId)).toMatchObject({ status: 'pending', retry: { [middle!.uid]: 1 } });

    await runAlerts();
    for (const creator of creators) expect(await noticesOf(taskId, creator.uid)).toHaveLength(1);
    const alert = await alertOf(taskId);
    expect(alert).toMatchObject({ status: 'done' });
    expect(alert).not.toHaveProperty('retry');
  });

  it('should give up on a creator after its retries, and end', async () => {
    const [stuck] = await Promise.all([creatorOn(['video'], 'off')]);
    tellingFails(stuck!.uid, Infinity);
    const { taskId } = await taskOf('video');
    for (let run = 1; run < ALERT_RETRIES; run++) {
      await runAlerts();
      expect(await alertOf(taskId)).toMatchObject({
        status: 'pending',
        retry: { [stuck!.uid]: run },
      });
    }
    await runAlerts();
    expect(await alertOf(taskId)).toMatchObject({ status: 'done' });
    expect(await noticesOf(taskId, stuck!.uid)).toHaveLength(0);
  });
});
