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
import { getMetadata, ref, uploadBytes } from 'firebase/storage';
import { provenanceSample } from '../samples/provenance-samples.mjs';
import { png } from '../samples/sample-files.mjs';
import { seedConversation } from './seed-conversation.mjs';
import { seedQualifications } from './seed-qualifications.mjs';
import { ensureSignedRelease } from './seed-releases.mjs';
import { createJiti } from 'jiti';

/**
 * domain/src/name-search.ts (TypeScript, run by jiti as seed.mjs does): a name and its search fields.
 * @type {{ nameFields(name: string): Record<string, unknown> }}
 */
const { nameFields } = await createJiti(import.meta.url).import(
  new URL('../../../domain/src/name-search.ts', import.meta.url).href,
);

/**
 * domain/src/masking.ts: a payment account as payouts name it (provider and masked identifier).
 * @type {{ accountLabel(provider: string, accountId: string): string }}
 */
const { accountLabel } = await createJiti(import.meta.url).import(
  new URL('../../../domain/src/masking.ts', import.meta.url).href,
);

const termsVersion = JSON.parse(
  fs.readFileSync(new URL('../../../domain/src/terms.json', import.meta.url), 'utf8'),
).version;

/** A short mono WAV of silence: a real audio file the review screens can download. */
function wav(seconds = 1, rate = 8000) {
  const samples = seconds * rate;
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples, 40);
  buffer.fill(128, 44);
  return buffer;
}

/**
 * A small real PNG (a 64×40 tile tinted from the label, the label in a tEXt chunk, so each
 * creator's picture has its own bytes): SVG is not an accepted upload.
 */
function tile(label) {
  const tint = [...label].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) >>> 0, 7);
  return png({ width: 64, height: 40, rgb: [tint & 255, (tint >> 8) & 255, 200], label });
}

const fileKinds = {
  text: (label) => ({
    ext: 'txt',
    type: 'text/plain',
    bytes: Buffer.from(`${label}\n\nTranscript and notes written by the creator.\n`),
  }),
  image: (label) => ({ ext: 'png', type: 'image/png', bytes: tile(label) }),
  audio: () => ({ ext: 'wav', type: 'audio/wav', bytes: wav(2) }),
  // A real 1280 × 720, 5 s H.264 clip with sound: submitWork reads its facts, which the staff's
  // review card shows. Made once by samples/sample-media.mjs (its mp4Faststart recipe)
  // and committed, so `npm start` on a fresh machine needs no ffmpeg.
  // The committed provenance samples (dev-stack/samples/provenance): a phone photo with valid
  // Content Credentials, and one whose EXIF carries where it was taken.
  credentialsPhoto: () => ({
    ext: 'jpg',
    type: 'image/jpeg',
    bytes: provenanceSample('credentials'),
  }),
  locatedPhoto: () => ({ ext: 'jpg', type: 'image/jpeg', bytes: provenanceSample('located') }),
  video: async () => ({
    ext: 'mp4',
    type: 'video/mp4',
    bytes: fs.readFileSync(new URL('./demo-media/street-market-720p.mp4', import.meta.url)),
  }),
};

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
];

/** The fixed uid of a demo person: the same on every run, so a resumed seed finds its accounts. */
export const demoUid = (key) => `demo-${key}`;

/** Demo files get fixed names (a timestamp of the demo's own), so a resumed seed finds them. */
const DEMO_FILE_TIME = Date.UTC(2026, 0, 5, 9, 0, 0);

function isNotFound(error) {
  return error?.code === 'auth/user-not-found' || error?.code === 'storage/object-not-found';
}

/**
 * The account of `person` under its fixed uid, as createAccount makes one (Auth user with the
 * creator claim; users, user_roles and creator_profiles; the audit entry), or repaired: an Auth
 * user lost with a killed run's unsaved Auth state is made again, with the role its users
 * document already records. Created directly, because createAccount cannot take a uid.
 */
async function ensureAccount({ adminAuth, db, key, person }) {
  const uid = demoUid(key);
  const userRef = db.doc(`users/${uid}`);
  const existing = await userRef.get();
  try {
    await adminAuth.getUser(uid);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    try {
      await adminAuth.createUser({
        uid,
        email: person.email,
        password: 'groundtruth-demo',
        displayName: person.name,
        // Demo addresses are not real inboxes: they start verified, as if each had clicked the
        // link, so every demo login can request payouts.
        emailVerified: true,
      });
    } catch (createError) {
      // On a loaded machine firebase-admin may send the request again after the emulator made
      // the user: the account is there, as wanted.
      if (createError?.code !== 'auth/uid-already-exists') throw createError;
    }
  }
  await adminAuth.setCustomUserClaims(uid, { role: existing.data()?.role ?? 'creator' });
  if (existing.exists) {
    // An account seeded before the name search read name_prefixes: brought up to date.
    if (!existing.get('name_prefixes')) await userRef.update(nameFields(existing.get('name')));
    return uid;
  }
  const email = person.email.toLowerCase();
  await db.runTransaction(async (tx) => {
    tx.set(userRef, {
      ...nameFields(person.name),
      email,
      role: 'creator',
      status: 'active',
      // The mirror of the Auth flag the Users screen shows (recordEmailVerified keeps it).
      email_verified: true,
      created_at: FieldValue.serverTimestamp(),
    });
    tx.set(db.doc(`user_roles/${uid}`), { user_id: uid, role: 'creator' });
    tx.set(db.doc(`creator_profiles/${uid}`), {
      user_id: uid,
      chosen_paths: person.paths,
      locales: { country: 'United States', language: 'English' },
      notify_email: true,
      notify_push: key === 'maya',
      onboarding_complete: true,
    });
    tx.set(db.doc(`audit_logs/seed-create-account-${key}`), {
      actor_id: uid,
      actor_name: person.name,
      actor_email: email,
      action: 'create_account',
      entity: 'users',
      entity_id: uid,
      created_at: FieldValue.serverTimestamp(),
      details: { role: 'creator' },
    });
  });
  return uid;
}

/**
 * Payouts written before they carried a masked label held the account identifier, which support
 * read: a demo database kept from then gets the label instead (the identifier stays only in
 * payout_accounts).
 */
/** @param {import('firebase-admin/firestore').Firestore} db */
async function maskPayoutAccounts(db) {
  const old = await db.collection('payouts').where('provider_account_id', '!=', null).get();
  if (old.empty) return;
  const writer = db.bulkWriter();
  for (const payout of old.docs) {
    void writer.update(payout.ref, {
      provider_account_id: FieldValue.delete(),
      account_label: accountLabel(
        payout.get('provider'),
        String(payout.get('provider_account_id')),
      ),
    });
  }
  await writer.close();
}

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

  // The first admin cannot be made by an admin: bootstrap it as an operator would.
  await adminAuth.setCustomUserClaims(uids.admin, { role: 'admin' });
  await db.runTransaction(async (tx) => {
    const entry = db.doc('audit_logs/seed-bootstrap-admin');
    const logged = await tx.get(entry);
    tx.update(db.doc(`users/${uids.admin}`), { role: 'admin' });
    tx.update(db.doc(`user_roles/${uids.admin}`), { role: 'admin' });
    if (logged.exists) return;
    tx.create(entry, {
      action: 'bootstrap_admin',
      entity: 'users',
      entity_id: uids.admin,
      actor_id: 'system',
      actor_name: 'Groundtruth setup',
      actor_email: 'setup@groundtruth.local',
      created_at: FieldValue.serverTimestamp(),
    });
  });

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
        ...(task.requirements ? { requirements: task.requirements } : {}),
        ...(task.people ? { people: task.people } : {}),
      }));
    }
    if (task.status === 'closed' && found?.get('status') !== 'closed') {
      await call(callables.setTaskStatus, { taskId, status: 'closed' });
    }
    taskIds[task.key] = taskId;
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
  const submissions = {};
  for (const [n, item] of work.entries()) {
    const uid = uids[item.who];
    const taskId = taskIds[item.task];
    const theirs = await db.collection('submissions').where('user_id', '==', uid).get();
    const submitted = theirs.docs.find((doc) => doc.get('task_id') === taskId);
    if (submitted) {
      submissions[`${item.who}:${item.task}`] = submitted.id;
      continue;
    }
    await client.signIn(people[item.who].email);
    const acceptanceId = await ensureAcceptance(uid, taskId);
    const filePaths = [];
    const fileNames = [];
    for (const [i, kind] of item.files.entries()) {
      // Labelled by the work, not the person: a dataset export of the demo names no one.
      const file = await fileKinds[kind](`Demo take ${n + 1} — ${item.task}`);
      const path = `submissions/${uid}/${taskId}/${DEMO_FILE_TIME + n * 60_000 + i}.${file.ext}`;
      const object = ref(client.storage, path);
      // Uploaded files are never replaced (storage.rules): one a killed run uploaded stays.
      const uploaded = await getMetadata(object).then(
        () => true,
        (error) => (isNotFound(error) ? false : Promise.reject(error)),
      );
      if (!uploaded) await uploadBytes(object, file.bytes, { contentType: file.type });
      filePaths.push(path);
      fileNames.push(`${item.task}-${i + 1}.${file.ext}`);
    }
    const releaseIds =
      peopleOf[item.task] === 'with_release'
        ? [await ensureSignedRelease({ db, call, callables, uid, taskId })]
        : null;
    const { submissionId } = await call(callables.submitWork, {
      ...(releaseIds ? { peopleInFrame: releaseIds.length, releaseIds } : {}),
      taskId,
      acceptanceId,
      notes: item.files.length > 1 ? 'Two takes; the second has better light.' : '',
      filePaths,
      fileNames,
      attestation: { ownsContent: true, consentsToAiTraining: true, termsVersion },
    });
    submissions[`${item.who}:${item.task}`] = submissionId;
  }
  log(`  ${work.length} submissions`);

  // Work in progress against the clock: Maya has accepted the sketch task (72 hours to submit).
  await client.signIn(people.maya.email);
  await ensureAcceptance(uids.maya, taskIds.sketch);

  // Each task's slots figure as the screens read it: acceptTask tallies its task's shards unless
  // it did a moment before, leaving the rest to the tallyTaskSlots job, which the journeys' stack
  // does not run. The same tally, once the acceptances are made (functions/src/tasks/slots.ts).
  for (const taskId of Object.values(taskIds)) await tallySlots(db, taskId);

  // Payment methods: Maya's Stripe account (verified by the provider), Tomás's PayPal and a
  // Stripe account that the sandbox declines (verified, so its payout reaches the provider and is
  // declined there), Priya none. Maya's PayPal stays unverified, to be verified in the demo.
  const ensurePayoutAccount = async (who, provider, accountId) => {
    const theirs = await db.collection('payout_accounts').where('user_id', '==', uids[who]).get();
    const found = theirs.docs.find((doc) => doc.get('provider_account_id') === accountId);
    if (found) return found.id;
    await client.signIn(people[who].email);
    return (await call(callables.addPayoutAccount, { provider, accountId })).accountId;
  };
  const mayaStripe = await ensurePayoutAccount('maya', 'stripe_connect', 'acct_1MayaDemo');
  await ensurePayoutAccount('maya', 'paypal', 'maya.paypal@groundtruth.local');
  const tomasFailing = await ensurePayoutAccount('tomas', 'stripe_connect', 'acct_fail_tomas');
  const tomasPaypal = await ensurePayoutAccount('tomas', 'paypal', 'tomas@groundtruth.local');
  // Verified as a creator verifies one: with the code the provider sent (the sandbox's).
  const ensureVerified = async (who, accountId) => {
    if ((await db.doc(`payout_accounts/${accountId}`).get()).get('verified') === true) return;
    await client.signIn(people[who].email);
    await call(callables.verifyPayoutAccount, { accountId, code: sandboxCode });
  };
  await ensureVerified('maya', mayaStripe);
  await ensureVerified('tomas', tomasFailing);
  await ensureVerified('tomas', tomasPaypal);

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
  if (fractions.get('review_status') === 'pending' && !fractions.get('second_opinion')) {
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

  // Payouts: one sent, one failed (Tomás's default Stripe account is declined), one mid-transfer,
  // the rest pending.
  await client.signIn(people.admin.email);
  for (const key of ['maya:cooking', 'tomas:birdsong']) {
    const payout = await db.doc(`payouts/${submissions[key]}`).get();
    if (payout.get('status') === 'pending') {
      await call(callables.processPayout, { payoutId: submissions[key] });
    }
  }
  // Mid-transfer as processPayout's claim leaves it, the pending figures moved with it.
  await db.runTransaction(async (tx) => {
    const ref = db.doc(`payouts/${submissions['maya:tap']}`);
    const payout = await tx.get(ref);
    if (payout.get('status') !== 'pending') return;
    tx.update(ref, { status: 'processing' });
  });
  log('  payouts');

  // A bonus to Maya, through the ledger like any payout; its request id makes a second seed a no-op.
  await call(callables.awardBonus, {
    creatorId: uids.maya,
    amountCents: 2500,
    reason: 'Outstanding night-time footage',
    requestId: 'demo-bonus-maya-night-footage',
  });
  log('  bonus');

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
