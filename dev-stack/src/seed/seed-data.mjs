// The demo story: who exists, what they did. See seed.mjs for how it reaches the emulators.
//
// Every step can be interrupted (Ctrl-C, `kill -9`) and run again: accounts have fixed uids and
// are created or repaired; every other record is looked up by what makes it the demo's (a task
// by its title, a submission by its creator and task, a file by its fixed path, a review by the
// submission still being pending) before the product's callable makes it. A second run after an
// interruption finishes the story and leaves exactly one of each record.
import fs from 'node:fs';
import { getApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { bootstrapAdmin, ensureAccount } from './seed-accounts.mjs';
import { seedConversation } from './seed-conversation.mjs';
import { ensureCustomer } from './seed-customer.mjs';
import { seedOrders } from './seed-orders.mjs';
import { DEMO_FILE_TIME, fileKinds, uploadOnce } from './seed-files.mjs';
import { maskPayoutAccounts, seedPayoutAccounts, seedPayouts } from './seed-payouts.mjs';
import { seedQualifications } from './seed-qualifications.mjs';
import { ensureSignedRelease } from './seed-releases.mjs';
import { seedTaxForms } from './seed-tax.mjs';

const termsVersion = JSON.parse(
  fs.readFileSync(new URL('../../../domain/src/terms.json', import.meta.url), 'utf8'),
).version;

/** The callables `seed` calls (a missing one only costs a cold start in the middle of seeding). */
export const seedCallables = (callables) => [
  callables.setUserRole,
  callables.createTask,
  callables.setTaskStatus,
  callables.acceptTask,
  callables.submitWork,
  callables.addPayoutAccount,
  callables.verifyPayoutAccount,
  callables.reviewSubmission,
  callables.appealSubmission,
  callables.processPayout,
  callables.updatePlatformSettings,
  callables.markGold,
  callables.awardBonus,
  callables.createQualification,
  callables.startQualificationAttempt,
  callables.submitQualificationAttempt,
  callables.signReleaseInPerson,
  callables.startThread,
  callables.postMessage,
  callables.sendAnnouncement,
  callables.createDatasetOrder,
  callables.submitDatasetOrder,
  callables.payDatasetOrder,
  callables.convertOrderToTasks,
  callables.deliverDatasetOrder,
];

/**
 * `tasks/{taskId}.accepted_count` brought up to the task's slot shards, written only from a
 * newer reading of them than the task has (a greater sum of the shards' versions).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} taskId
 */
async function tallySlots(db, taskId) {
  const shards = await db.collection(`tasks/${taskId}/slots`).get();
  let taken = 0;
  let version = 0;
  for (const shard of shards.docs) {
    taken += shard.get('taken');
    version += shard.get('version');
  }
  const task = db.doc(`tasks/${taskId}`);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(task);
    if (!snap.exists || snap.get('slot_shards') === undefined) return;
    if ((snap.get('slots_version') ?? -1) >= version) return;
    tx.update(task, {
      accepted_count: taken,
      slots_version: version,
      slots_tallied_at: FieldValue.serverTimestamp(),
    });
  });
}

/** Seeds the demo story through `client`, calling the callables of the registry `callables`. */
export async function seed({
  client,
  callables,
  projectId,
  people,
  customer,
  tasks,
  settings,
  reviewChecks,
  sandboxCode,
  log,
}) {
  const admin =
    getApps().find((a) => a.name === 'seed-admin') ?? initializeAdmin({ projectId }, 'seed-admin');
  const adminAuth = getAdminAuth(admin);
  const db = getFirestore(admin);
  const { call } = client;
  /** @type {Record<string, string>} */
  const uids = {};

  for (const [key, person] of Object.entries(people)) {
    uids[key] = await ensureAccount({ adminAuth, db, key, person });
  }
  log(`  ${Object.keys(uids).length} accounts`);
  await maskPayoutAccounts(db);
  await bootstrapAdmin(adminAuth, db, uids.admin);
  await ensureCustomer({ adminAuth, db, customer });

  await client.signIn(people.admin.email);
  const support = await db.doc(`users/${uids.support}`).get();
  const supportData = /** @type {import('firebase-admin/firestore').DocumentData} */ (
    support.data()
  );
  if (supportData.role !== 'support') {
    await call(callables.setUserRole, { userId: uids.support, role: 'support' });
  }
  // The platform's clock as an admin first saves it: the defaults, now a document
  // the staff screens read, with its audit entry.
  if (!(await db.doc('platform_settings/operations').get()).exists) {
    await call(callables.updatePlatformSettings, {
      reviewOverdueDays: settings.review_overdue_days,
      reviewAutoApproveDays: settings.review_auto_approve_days,
      defaultWorkingTimeHours: settings.default_working_time_hours,
    });
  }

  const taskIds = {};
  for (const task of tasks) {
    const same = await db.collection('tasks').where('title', '==', task.title).get();
    const found = same.docs.find((doc) => doc.get('created_by') === uids.admin);
    let taskId = found?.id;
    if (!taskId) {
      ({ taskId } = await call(callables.createTask, {
        title: task.title,
        description: `${task.title}. Record in good light, speak clearly, and keep other people out of frame unless they agreed to appear.`,
        category: task.category,
        payoutAmountCents: task.cents,
        quotaLimit: task.quota,
        status: task.status === 'closed' ? 'published' : task.status,
        expectedTimeline: '3 days',
        tags: task.tags,
        workingTimeHours: task.workingTimeHours ?? null,
        // The minutes it takes: creators read the hourly rate beside the payout.
        estimatedMinutes: task.minutes,
        ...(task.requirements ? { requirements: task.requirements } : {}),
        ...(task.people ? { people: task.people } : {}),
      }));
    }
    // A task seeded before estimates gets its minutes, so the demo shows every rate.
    if (found && found.get('estimated_minutes') === undefined)
      await found.ref.update({ estimated_minutes: task.minutes });
    if (task.status === 'closed' && found?.get('status') !== 'closed') {
      await call(callables.setTaskStatus, { taskId, status: 'closed' });
    }
    taskIds[task.key] = taskId;
  }
  // A task made before `listed` was recorded (createTask records it) is listed as its guard says.
  for (const stored of (await db.collection('tasks').get()).docs) {
    if (stored.get('listed') === undefined)
      await stored.ref.update({ listed: stored.get('eligibility.guard') !== 'discover' });
  }
  log(`  ${tasks.length} tasks`);

  /** The creator's acceptance of a task: made once (its id is task and creator). */
  const ensureAcceptance = async (uid, taskId) => {
    const acceptanceId = `${taskId}_${uid}`;
    if ((await db.doc(`task_acceptances/${acceptanceId}`).get()).exists) return acceptanceId;
    return (await call(callables.acceptTask, { taskId })).acceptanceId;
  };

  // Creators accept and submit real files.
  const work = [
    { who: 'maya', task: 'cooking', files: ['text', 'image'] },
    { who: 'maya', task: 'tap', files: ['image'] },
    { who: 'maya', task: 'fractions', files: ['text'] },
    { who: 'tomas', task: 'birdsong', files: ['audio'] },
    { who: 'tomas', task: 'fractions', files: ['text'] },
    { who: 'tomas', task: 'cooking', files: ['image'] },
    { who: 'priya', task: 'sketch', files: ['image', 'image'] },
    { who: 'priya', task: 'cooking', files: ['text'] },
    // The very bytes of Tomás's birdsong recording, left pending: the review screen's
    // duplicate-file warning has a real case to show.
    { who: 'priya', task: 'birdsong', files: ['audio'] },
    // A video that meets the market task's requirements, left pending for review.
    { who: 'tomas', task: 'market', files: ['video'] },
    // Photos whose provenance the review card shows: Content Credentials that hold, and a
    // position (flagged, removed from any export).
    { who: 'priya', task: 'corner', files: ['credentialsPhoto'] },
    { who: 'maya', task: 'corner', files: ['locatedPhoto'] },
    // A clip with a person in frame and their signed release, left pending for review.
    { who: 'maya', task: 'storyteller', files: ['video'] },
    // Notes instead of the recording: sent back (needs changes), and Maya asks about it.
    { who: 'maya', task: 'birdsong', files: ['text'] },
  ];
  const peopleOf = Object.fromEntries(tasks.map((task) => [task.key, task.people ?? 'none']));
  /**
   * `who`'s submission of `files` to `taskId` (the demo's `n`th piece of work, `label` naming the
   * work in its files), made once: found again by its creator and task.
   */
  const submitOnce = async ({ who, taskId, label, files, n, withRelease = false }) => {
    const uid = uids[who];
    const theirs = await db.collection('submissions').where('user_id', '==', uid).get();
    const submitted = theirs.docs.find((doc) => doc.get('task_id') === taskId);
    if (submitted) return submitted.id;
    await client.signIn(people[who].email);
    const acceptanceId = await ensureAcceptance(uid, taskId);
    const filePaths = [];
    const fileNames = [];
    for (const [i, kind] of files.entries()) {
      // Labelled by the work, not the person: a dataset export of the demo names no one.
      const file = await fileKinds[kind](`Demo take ${n + 1} — ${label}`);
      const path = `submissions/${uid}/${taskId}/${DEMO_FILE_TIME + n * 60_000 + i}.${file.ext}`;
      await uploadOnce(client.storage, path, file);
      filePaths.push(path);
      fileNames.push(`${label}-${i + 1}.${file.ext}`);
    }
    const releaseIds = withRelease
      ? [await ensureSignedRelease({ db, call, callables, uid, taskId })]
      : null;
    const { submissionId } = await call(callables.submitWork, {
      ...(releaseIds ? { peopleInFrame: releaseIds.length, releaseIds } : {}),
      taskId,
      acceptanceId,
      notes: files.length > 1 ? 'Two takes; the second has better light.' : '',
      filePaths,
      fileNames,
      attestation: { ownsContent: true, consentsToAiTraining: true, termsVersion },
    });
    return submissionId;
  };
  const submissions = {};
  for (const [n, item] of work.entries()) {
    submissions[`${item.who}:${item.task}`] = await submitOnce({
      who: item.who,
      taskId: taskIds[item.task],
      label: item.task,
      files: item.files,
      n,
      withRelease: peopleOf[item.task] === 'with_release',
    });
  }
  log(`  ${work.length} submissions`);

  // Work in progress against the clock: Maya has accepted the sketch task (72 hours to submit).
  await client.signIn(people.maya.email);
  await ensureAcceptance(uids.maya, taskIds.sketch);

  // Each task's slots figure as the screens read it: acceptTask tallies its task's shards unless
  // it did a moment before, leaving the rest to the tallyTaskSlots job, which the journeys' stack
  // does not run. The same tally, once the acceptances are made (functions/src/tasks/slots.ts).
  for (const taskId of Object.values(taskIds)) await tallySlots(db, taskId);

  await seedPayoutAccounts({ db, client, callables, people, uids, sandboxCode });
  await seedTaxForms({ db, client, callables, people, uids, log });

  /**
   * The share of rejections held for a second opinion, set as an admin sets it on Platform
   * Settings (the review limits as the first save left them).
   * @param {number} secondOpinionRate
   */
  const setSecondOpinionShare = async (secondOpinionRate) => {
    await client.signIn(people.admin.email);
    await call(callables.updatePlatformSettings, {
      reviewOverdueDays: settings.review_overdue_days,
      reviewAutoApproveDays: settings.review_auto_approve_days,
      defaultWorkingTimeHours: settings.default_working_time_hours,
      secondOpinionRate,
    });
  };
  // The demo's own decisions land as written: none is sampled for a second opinion meanwhile.
  await setSecondOpinionShare(0);

  // The buyer's orders, their task and its approvals (which land: none is sampled meanwhile).
  await seedOrders({
    db,
    client,
    callables,
    people,
    customer,
    // The orders' work comes after the demo's own (its file times and labels after theirs).
    submit: (who, taskId, files, k) =>
      submitOnce({
        who,
        taskId,
        label: 'order',
        files,
        n: work.length + 3 * k + ['priya', 'tomas', 'maya'].indexOf(who),
      }),
    log,
  });

  // Reviews in every state (each only while its submission is still pending).
  await client.signIn(people.support.email);
  /** @param {string} key @param {'approved' | 'rejected' | 'needs_changes'} decision @param {string} notes @param {string} [reasonCode] */
  const review = async (key, decision, notes, reasonCode) => {
    const submission = await db.doc(`submissions/${submissions[key]}`).get();
    if (submission.get('review_status') !== 'pending') return;
    await call(callables.reviewSubmission, {
      submissionId: submissions[key],
      decision,
      notes,
      ...(reasonCode ? { reasonCode } : {}),
    });
  };
  await review('maya:cooking', 'approved', 'Lovely framing and clear narration.');
  await review('maya:tap', 'approved', 'Great close-ups of the washer.');
  await review('tomas:birdsong', 'approved', 'Clean audio.');
  await review('tomas:fractions', 'approved', 'Clear explanation.');
  await review(
    'priya:sketch',
    'rejected',
    'The photos are of a printed image, not your own sketch.',
    'not_original',
  );
  await review(
    'tomas:cooking',
    'needs_changes',
    'Please show the ingredients before you start.',
    'incomplete',
  );
  await review(
    'priya:cooking',
    'rejected',
    'The recipe is read out, but no cooking is shown.',
    'requirements_not_met',
  );
  // One rejection waits, blind, for a second opinion: support's rejection of Maya's fractions
  // lesson, which another staff member decides from the "Second opinions" view.
  const fractions = await db.doc(`submissions/${submissions['maya:fractions']}`).get();
  const fractionsHeld = await db.doc(`second_opinions/${submissions['maya:fractions']}`).get();
  if (fractions.get('review_status') === 'pending' && !fractionsHeld.exists) {
    await setSecondOpinionShare(1);
    await client.signIn(people.support.email);
    await review(
      'maya:fractions',
      'rejected',
      'The lesson stops after the first example; the fractions are never compared.',
      'incomplete',
    );
  }
  await setSecondOpinionShare(reviewChecks.second_opinion_rate);
  log('  reviews');

  // Appeals: Priya appeals one rejection, so staff have an appeal to decide; her
  // sketch, rejected moments ago too, is still within the window, so My Submissions offers Appeal.
  const appealed = await db.doc(`submissions/${submissions['priya:cooking']}`).get();
  if (!appealed.get('appeal_status')) {
    await client.signIn(people.priya.email);
    await call(callables.appealSubmission, {
      submissionId: submissions['priya:cooking'],
      message: 'The cooking is in the second half of the clip, after the recipe is read out.',
    });
  }
  log('  appeals');

  await seedPayouts({ db, client, callables, people, uids, submissions, log });

  // Gold checks: the admin uses two reviewed submissions as gold, one to approve and one to
  // reject with its reason, so reviewers' pending queues carry them (each marked once).
  const gold = [
    { key: 'tomas:fractions', expectedDecision: 'approved' },
    { key: 'priya:sketch', expectedDecision: 'rejected', expectedReasonCode: 'not_original' },
  ];
  for (const { key, ...expected } of gold) {
    const submissionId = submissions[key];
    const marked = await db
      .collection('gold_keys')
      .where('submission_id', '==', submissionId)
      .get();
    const reviewed = (await db.doc(`submissions/${submissionId}`).get()).get('review_status');
    if (marked.empty && reviewed !== 'pending')
      await call(callables.markGold, { submissionId, ...expected });
  }
  log('  gold items');

  await seedQualifications({ db, client, callables, people, uids, log });
  await seedConversation({ client, callables, people, submissions, review });

  // One announcement to every active creator, queued by the admin as the dialog does; the stack's
  // sendAnnouncements job delivers it within seconds (each creator's Messages, bell and e-mail).
  // Its fixed request id makes a second seed a no-op.
  await client.signIn(people.admin.email);
  await call(callables.sendAnnouncement, {
    audience: { kind: 'all' },
    subject: 'Welcome to Groundtruth',
    text: 'New tasks open every week. Messages is where staff answer your questions about a review, and where announcements like this one arrive.',
    requestId: 'demo-announcement-welcome',
  });
  log('  announcement');

  // The demo's tasks were published just now, each recording a new-task alert; they are the
  // catalogue a visitor finds, not news: their alerts are closed unsent (the jobs start after
  // the seed), so Maya's bell and inbox hold only what is published from here on.
  const seededAlerts = await db.collection('task_alerts').where('status', '==', 'pending').get();
  for (const alert of seededAlerts.docs) await alert.ref.update({ status: 'done' });
  log(`  ${seededAlerts.size} new-task alerts of the seeded tasks closed unsent`);
}
