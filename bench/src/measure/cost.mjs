// `npm run bench -- cost`: a month of Groundtruth on Firebase, from measured usage.
// A stack (production build, own ports, jobs off) holds the scale seed at factor 1; each user
// action is then done for real — signing in and opening every screen in Chromium, accepting,
// uploading and submitting through the web SDKs, reviewing and paying as an admin, each job's
// run — and the emulator's usage meter (emulator/src/firestore/usage.ts) gives the documents it
// read, wrote and deleted. Those figures times the monthly profile below, at the published
// prices below, give the bill per line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { getApps, initializeApp as initAdmin } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startStack } from '@groundtruth/dev-stack/stack';
import { runJobUrl } from '@groundtruth/dev-stack/jobs';
import { generateScale, SCALE_ACCOUNTS } from '@groundtruth/dev-stack/scale';
import { SCALE_PASSWORD, writeScale } from '@groundtruth/dev-stack/scale/write';
import { png } from '@groundtruth/dev-stack/sample-files';
import { launchChromium } from '../../../tooling/first-load.mjs';
import { creatorScreens, measureScreens, staffScreens } from './scale.mjs';
import { signIn } from '../../../tooling/first-load-screens.mjs';
import { monthlyBill } from './cost-bill.mjs';

const BENCH = {
  projectId: 'demo-groundtruth-bench-cost',
  ports: {
    firestore: 18150,
    storage: 19250,
    auth: 19150,
    functions: 15150,
    smtp: 11150,
    mail: 11250,
  },
  appPort: 13150,
};
const HOST = '127.0.0.1';

function usageClient() {
  const url = `http://${HOST}:${BENCH.ports.firestore}/emulator/v1/projects/${BENCH.projectId}/usage`;
  return {
    reset: () => fetch(url, { method: 'DELETE' }),
    read: async () => (await (await fetch(url)).json()).totals,
  };
}

function webClient(name) {
  const app = initializeApp(
    {
      apiKey: 'bench',
      projectId: BENCH.projectId,
      storageBucket: `${BENCH.projectId}.appspot.com`,
    },
    name,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${BENCH.ports.auth}`, { disableWarnings: true });
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, HOST, BENCH.ports.functions);
  const storage = getStorage(app);
  connectStorageEmulator(storage, HOST, BENCH.ports.storage);
  return {
    app,
    storage,
    signIn: (email) => signInWithEmailAndPassword(auth, email, SCALE_PASSWORD),
    call: async (name, data) => (await httpsCallable(functions, name)(data)).data,
  };
}

/** Runs `action` and returns what it cost: Firestore usage, invocations, ms. */
async function measured(usage, invocations, action) {
  await usage.reset();
  const started = Date.now();
  const result = await action();
  const ms = Date.now() - started;
  const u = await usage.read();
  return { result, reads: u.documentReads, writes: u.writes, deletes: u.deletes, invocations, ms };
}

/** Bytes the app's origins sent for a cold sign-in to the dashboard (Hosting egress). */
async function coldLoad(browser, appUrl, usage) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let bytes = 0;
  const origins = [0, 1, 2, 3, 4].map((i) => `:${BENCH.appPort + i}/`);
  page.on('requestfinished', async (request) => {
    if (!origins.some((o) => request.url().includes(o))) return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  });
  await usage.reset();
  await signIn(page, appUrl, SCALE_ACCOUNTS.heavy.email, SCALE_PASSWORD);
  await page.getByRole('heading', { level: 1, name: 'Creator Dashboard' }).waitFor();
  await page.waitForLoadState('networkidle');
  const u = await usage.read();
  await context.close();
  return { bytes, reads: u.documentReads };
}

/** Every user action's measured usage. */
async function measureActions(stack) {
  const usage = usageClient();
  const browser = await launchChromium();
  const out = {};
  try {
    out.signIn = await coldLoad(browser, stack.urls.app, usage);
    const screenUsage = usageClientForScreens();
    out.creatorScreens = await measureScreens({
      browser,
      appUrl: stack.urls.app,
      usage: screenUsage,
      account: SCALE_ACCOUNTS.heavy,
      screens: creatorScreens,
      task: 'scale-t000000',
      runs: 1,
    });
    out.staffScreens = await measureScreens({
      browser,
      appUrl: stack.urls.app,
      usage: screenUsage,
      account: SCALE_ACCOUNTS.admin,
      screens: staffScreens,
      task: 'scale-t000000',
      runs: 1,
    });
  } finally {
    await browser.close();
  }

  const creator = webClient('cost-creator');
  const staff = webClient('cost-staff');
  try {
    await creator.signIn(SCALE_ACCOUNTS.heavy.email);
    await staff.signIn(SCALE_ACCOUNTS.admin.email);
    process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${BENCH.ports.firestore}`;
    const db = getFirestore(
      getApps().find((a) => a.name === 'bench-cost') ??
        initAdmin({ projectId: BENCH.projectId }, 'bench-cost'),
    );
    // The approval lands at once, not held for a second opinion, so its payout can be processed
    // (a new settings document carries the defaults, DEFAULT_PLATFORM_SETTINGS, as a stored one must).
    const settings = db.doc('platform_settings/operations');
    await db.runTransaction(async (tx) => {
      const found = await tx.get(settings);
      const defaults = {
        review_overdue_days: 7,
        review_auto_approve_days: 21,
        default_working_time_hours: null,
        updated_at: null,
        updated_by: null,
      };
      tx.set(
        settings,
        { ...(found.exists ? {} : defaults), second_opinion_rate: 0 },
        { merge: true },
      );
    });
    // A published task the heavy creator has not accepted.
    const published = await db.collection('tasks').where('status', '==', 'published').get();
    const taken = new Set(
      (
        await db
          .collection('task_acceptances')
          .where('user_id', '==', SCALE_ACCOUNTS.heavy.uid)
          .get()
      ).docs.map((d) => d.get('task_id')),
    );
    const taskId = published.docs.find((d) => !taken.has(d.id)).id;

    out.addPayoutAccount = await measured(usage, 1, () =>
      creator.call('addPayoutAccount', {
        provider: 'stripe_connect',
        accountId: 'acct_scale_cost',
      }),
    );
    // processPayout pays only a verified method: verified with the payout sandbox's code.
    const costAccount = await db
      .collection('payout_accounts')
      .where('user_id', '==', SCALE_ACCOUNTS.heavy.uid)
      .where('provider_account_id', '==', 'acct_scale_cost')
      .get();
    await creator.call('verifyPayoutAccount', {
      accountId: costAccount.docs[0].id,
      code: '123456',
    });
    // The gate on money (functions/src/payouts/money-gate.ts): a W-9 and the identity verified
    // under the same name, as the identity provider's webhook leaves it.
    const legalName = (await db.doc(`users/${SCALE_ACCOUNTS.heavy.uid}`).get()).get('name');
    const taxForm = await db.doc(`tax_profiles/${SCALE_ACCOUNTS.heavy.uid}`).get();
    if (!taxForm.exists)
      await creator.call('submitTaxForm', {
        requestId: 'scale-cost-tax-form',
        form: {
          kind: 'w9',
          legalName,
          taxClassification: 'individual',
          address: { line1: '1 Scale St', city: 'Austin', state: 'TX', postalCode: '78701' },
          tinKind: 'ssn',
          tin: '123-45-6789',
        },
        signatureName: legalName,
        certified: true,
      });
    await db.doc(`identity_checks/${SCALE_ACCOUNTS.heavy.uid}`).set({
      status: 'verified',
      verified_name: legalName,
      reason: null,
      updated_at: new Date(),
      session_id: null,
      last_event_created: 0,
      last_event_id: null,
    });
    out.accept = await measured(usage, 1, () => creator.call('acceptTask', { taskId }));
    const filePath = `submissions/${SCALE_ACCOUNTS.heavy.uid}/${taskId}/${Date.now()}.png`;
    out.upload = await measured(usage, 0, () =>
      uploadBytes(ref(creator.storage, filePath), png({ width: 32, height: 32, rgb: [9, 9, 9] }), {
        contentType: 'image/png',
      }),
    );
    const termsVersion = JSON.parse(
      fs.readFileSync(new URL('../../../domain/src/terms.json', import.meta.url), 'utf8'),
    ).version;
    out.submit = await measured(usage, 1, () =>
      creator.call('submitWork', {
        taskId,
        acceptanceId: out.accept.result.acceptanceId,
        notes: '',
        filePaths: [filePath],
        fileNames: ['take.png'],
        attestation: { ownsContent: true, consentsToAiTraining: true, termsVersion },
      }),
    );
    const submissionId = out.submit.result.submissionId;
    out.review = await measured(usage, 1, () =>
      staff.call('reviewSubmission', { submissionId, decision: 'approved', notes: 'Good.' }),
    );
    out.payout = await measured(usage, 1, () =>
      staff.call('processPayout', { payoutId: submissionId }),
    );
  } finally {
    await deleteApp(creator.app);
    await deleteApp(staff.app);
  }

  // A run of each job with nothing due (a first run clears what the seed and the actions left):
  // what its cadence costs; the work itself is counted with the actions that caused it.
  const url = runJobUrl(`http://${HOST}:${BENCH.ports.functions}`, BENCH.projectId);
  const { jobs } = await (await fetch(url)).json();
  out.jobs = [];
  for (const job of jobs) {
    await (await fetch(`${url}?job=${job.name}`)).json();
    const m = await measured(usage, 1, async () => (await fetch(`${url}?job=${job.name}`)).json());
    out.jobs.push({ ...job, ...m });
  }
  return out;

  function usageClientForScreens() {
    const base = `http://${HOST}:${BENCH.ports.firestore}/emulator/v1/projects/${BENCH.projectId}/usage`;
    return {
      reset: () => fetch(base, { method: 'DELETE' }),
      read: async () => (await fetch(base)).json(),
    };
  }
}

/** Bytes of the first-year data set (factor 100) as stored documents, times 3 for indexes. */
function firestoreGiBAtFactor100() {
  const { collections } = generateScale({ factor: 100, now: new Date() });
  let bytes = 0;
  for (const docs of Object.values(collections))
    for (const [id, data] of docs) bytes += id.length + 32 + JSON.stringify(data).length;
  return (bytes * 3) / 2 ** 30;
}

export async function benchCost({ log = () => {} } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-bench-cost-'));
  let stack;
  try {
    stack = await startStack({
      ...BENCH,
      dataDir,
      production: true,
      buildApps: false,
      runJobs: false,
      quiet: !process.env.BENCH_VERBOSE,
      log: () => undefined,
    });
    await writeScale({
      projectId: BENCH.projectId,
      hosts: { firestore: `${HOST}:${BENCH.ports.firestore}`, auth: `${HOST}:${BENCH.ports.auth}` },
      factor: 1,
    });
    log('  seeded; measuring actions');
    const measuredActions = await measureActions(stack);
    measuredActions.firestoreGiB = firestoreGiBAtFactor100();
    return {
      measured: measuredActions,
      bill: monthlyBill(measuredActions),
      load: os.loadavg()[0].toFixed(1),
    };
  } finally {
    await stack?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
