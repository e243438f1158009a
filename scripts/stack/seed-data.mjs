// The demo story: who exists, what they did. See seed.mjs for how it reaches the emulators.
import fs from 'node:fs';
import { getApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { ref, uploadBytes } from 'firebase/storage';

const termsVersion = JSON.parse(
  fs.readFileSync(new URL('../../domain/src/terms.json', import.meta.url), 'utf8'),
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

function svg(label) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#ddf4ff"/><text x="20" y="110" font-size="20" font-family="sans-serif">${label}</text></svg>`,
  );
}

const fileKinds = {
  text: (label) => ({
    ext: 'txt',
    type: 'text/plain',
    bytes: Buffer.from(`${label}\n\nTranscript and notes written by the creator.\n`),
  }),
  image: (label) => ({ ext: 'svg', type: 'image/svg+xml', bytes: svg(label) }),
  audio: () => ({ ext: 'wav', type: 'audio/wav', bytes: wav(2) }),
};

/** The callables `seed` calls (a missing one only costs a cold start in the middle of seeding). */
export const seedCallables = (callables) => [
  callables.createAccount,
  callables.setUserRole,
  callables.createTask,
  callables.setTaskStatus,
  callables.acceptTask,
  callables.submitWork,
  callables.addPayoutAccount,
  callables.reviewSubmission,
  callables.appealSubmission,
  callables.processPayout,
  callables.updatePlatformSettings,
];

/** Seeds the demo story through `client`, calling the callables of the registry `callables`. */
export async function seed({ client, callables, projectId, people, tasks, settings, log }) {
  const admin =
    getApps().find((a) => a.name === 'seed-admin') ?? initializeAdmin({ projectId }, 'seed-admin');
  const adminAuth = getAdminAuth(admin);
  const db = getFirestore(admin);
  const { call } = client;
  const uids = {};

  // Everyone signs up the way creators do.
  for (const [key, person] of Object.entries(people)) {
    const { uid } = await call(callables.createAccount, {
      name: person.name,
      email: person.email,
      password: 'groundtruth-demo',
      chosenPaths: person.paths,
      country: 'United States',
      language: 'English',
      notifyEmail: true,
      notifyPush: key === 'maya',
    });
    uids[key] = uid;
    // Demo addresses are not real inboxes: they start verified, as if each had clicked the
    // link, so every demo login can request payouts (issue 21).
    await adminAuth.updateUser(uid, { emailVerified: true });
    await db.doc(`users/${uid}`).update({ email_verified: true });
  }
  log(`  ${Object.keys(uids).length} accounts`);

  // The first admin cannot be made by an admin: bootstrap it as an operator would.
  await adminAuth.setCustomUserClaims(uids.admin, { role: 'admin' });
  await db.runTransaction(async (tx) => {
    tx.update(db.doc(`users/${uids.admin}`), { role: 'admin' });
    tx.update(db.doc(`user_roles/${uids.admin}`), { role: 'admin' });
    tx.create(db.collection('audit_logs').doc(), {
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
  await call(callables.setUserRole, { userId: uids.support, role: 'support' });
  // The platform's clock (issue 14) as an admin first saves it: the defaults, now a document
  // the staff screens read, with its audit entry.
  await call(callables.updatePlatformSettings, {
    reviewOverdueDays: settings.review_overdue_days,
    reviewAutoApproveDays: settings.review_auto_approve_days,
    defaultWorkingTimeHours: settings.default_working_time_hours,
  });

  const taskIds = {};
  for (const task of tasks) {
    const { taskId } = await call(callables.createTask, {
      title: task.title,
      description: `${task.title}. Record in good light, speak clearly, and keep other people out of frame unless they agreed to appear.`,
      category: task.category,
      payoutAmountCents: task.cents,
      quotaLimit: task.quota,
      status: task.status === 'closed' ? 'published' : task.status,
      expectedTimeline: '3 days',
      tags: task.tags,
      workingTimeHours: task.workingTimeHours ?? null,
    });
    if (task.status === 'closed') await call(callables.setTaskStatus, { taskId, status: 'closed' });
    taskIds[task.key] = taskId;
  }
  log(`  ${tasks.length} tasks`);

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
  ];
  const submissions = {};
  for (const item of work) {
    const uid = await client.signIn(people[item.who].email);
    const taskId = taskIds[item.task];
    const { acceptanceId } = await call(callables.acceptTask, { taskId });
    const filePaths = [];
    const fileNames = [];
    for (const [i, kind] of item.files.entries()) {
      const file = fileKinds[kind](`${people[item.who].name} — ${item.task}`);
      const path = `submissions/${uid}/${taskId}/${Date.now() + i}.${file.ext}`;
      await uploadBytes(ref(client.storage, path), file.bytes, { contentType: file.type });
      filePaths.push(path);
      fileNames.push(`${item.task}-${i + 1}.${file.ext}`);
    }
    const { submissionId } = await call(callables.submitWork, {
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
  await call(callables.acceptTask, { taskId: taskIds.sketch });

  // Payment methods: Maya's Stripe account (verified by the provider), Tomás's PayPal and a
  // Stripe account that the sandbox declines, Priya none.
  await client.signIn(people.maya.email);
  const { accountId: mayaStripe } = await call(callables.addPayoutAccount, {
    provider: 'stripe_connect',
    accountId: 'acct_1MayaDemo',
  });
  await call(callables.addPayoutAccount, {
    provider: 'paypal',
    accountId: 'maya.paypal@groundtruth.local',
  });
  await client.signIn(people.tomas.email);
  await call(callables.addPayoutAccount, {
    provider: 'stripe_connect',
    accountId: 'acct_fail_tomas',
  });
  const { accountId: tomasPaypal } = await call(callables.addPayoutAccount, {
    provider: 'paypal',
    accountId: 'tomas@groundtruth.local',
  });
  // Verification arrives from the payment provider, not from a user.
  await db.doc(`payout_accounts/${mayaStripe}`).update({ verified: true });
  await db.doc(`payout_accounts/${tomasPaypal}`).update({ verified: true });

  // Reviews in every state.
  await client.signIn(people.support.email);
  const review = (key, decision, notes) =>
    call(callables.reviewSubmission, { submissionId: submissions[key], decision, notes });
  await review('maya:cooking', 'approved', 'Lovely framing and clear narration.');
  await review('maya:tap', 'approved', 'Great close-ups of the washer.');
  await review('tomas:birdsong', 'approved', 'Clean audio.');
  await review('tomas:fractions', 'approved', 'Clear explanation.');
  await review(
    'priya:sketch',
    'rejected',
    'The photos are of a printed image, not your own sketch.',
  );
  await review('tomas:cooking', 'needs_changes', 'Please show the ingredients before you start.');
  await review('priya:cooking', 'rejected', 'The recipe is read out, but no cooking is shown.');
  log('  reviews');

  // Appeals (issue 14): Priya appeals one rejection, so staff have an appeal to decide; her
  // sketch, rejected moments ago too, is still within the window, so My Submissions offers Appeal.
  await client.signIn(people.priya.email);
  await call(callables.appealSubmission, {
    submissionId: submissions['priya:cooking'],
    message: 'The cooking is in the second half of the clip, after the recipe is read out.',
  });
  log('  appeals');

  // Payouts: one sent, one failed (Tomás's default Stripe account is declined), one mid-transfer,
  // the rest pending.
  await client.signIn(people.admin.email);
  await call(callables.processPayout, { payoutId: submissions['maya:cooking'] });
  await call(callables.processPayout, { payoutId: submissions['tomas:birdsong'] });
  await db.doc(`payouts/${submissions['maya:tap']}`).update({ status: 'processing' });
  log('  payouts');
}
