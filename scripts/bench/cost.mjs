// `npm run bench -- cost` (issue 25): a month of Groundtruth on Firebase, from measured usage.
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
import { launchChromium } from './bundle.mjs';
import { creatorScreens, measureScreens, staffScreens } from './scale.mjs';
import { signIn } from './stack.mjs';

/**
 * Published list prices, USD, Blaze plan, as of 2025 (firebase.google.com/pricing,
 * cloud.google.com/firestore/pricing, cloud.google.com/storage/pricing,
 * cloud.google.com/run/pricing; not re-read from this offline machine: check them before
 * budgeting). Firestore: Standard edition, multi-region nam5 (Firebase's default US location).
 * Storage: Standard class, us-central1 (buckets on Cloud Storage pricing since October 2024).
 * Functions: 2nd gen (Cloud Run) at 256 MiB = 0.167 vCPU, billed per 100 ms.
 */
export const PRICES = {
  date: '2025 list prices',
  firestore: {
    readsPer100k: 0.06,
    writesPer100k: 0.18,
    deletesPer100k: 0.02,
    storedPerGiBMonth: 0.18,
    free: { readsPerDay: 50_000, writesPerDay: 20_000, deletesPerDay: 20_000, storedGiB: 1 },
  },
  storage: {
    storedPerGBMonth: 0.02,
    egressPerGB: 0.12,
    classAPer1k: 0.005,
    classBPer1k: 0.0004,
    free: { storedGB: 5, egressGB: 100, classA: 5000, classB: 50_000 },
  },
  functions: {
    invocationsPerMillion: 0.4,
    vcpuSecond: 0.000024,
    gibSecond: 0.0000025,
    vcpu: 0.167,
    gib: 0.25,
    free: { invocations: 2_000_000, vcpuSeconds: 180_000, gibSeconds: 360_000 },
  },
  hosting: { egressPerGB: 0.15, free: { egressGB: 10.8 } },
};

/** The month the bill is for (the profile, with the assumptions it leaves open). */
export const PROFILE = {
  creators: 10_000,
  submissionsPerMonth: 30_000,
  storedGB: 500,
  /** Sessions a creator has in a month; each signs in and opens the overview and three screens. */
  sessionsPerCreator: 6,
  /** Of those, visits that download the apps' files (a deploy or an emptied cache). */
  coldLoadsPerCreator: 2,
  /** Acceptances per submission (some expire unused). */
  acceptancesPerSubmission: 1.2,
  /** Share of submissions approved, so paid out (the seed's review mix). */
  approvedShare: 0.78,
  /** Staff: people × working days × sessions a day, each opening every staff screen. */
  staffSessions: 10 * 22 * 3,
  /** Reviews made per opening of the review screen. */
  reviewsPerQueueVisit: 20,
  /** Average bytes a submission uploads: 500 GB is a year of 30,000 a month. */
  get submissionBytes() {
    return (this.storedGB * 1e9) / (this.submissionsPerMonth * 12);
  },
};

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
const MINUTES_PER_MONTH = 30 * 24 * 60;

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
  const origins = [0, 1, 2, 3].map((i) => `:${BENCH.appPort + i}/`);
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
    out.accept = await measured(usage, 1, () => creator.call('acceptTask', { taskId }));
    const filePath = `submissions/${SCALE_ACCOUNTS.heavy.uid}/${taskId}/${Date.now()}.png`;
    out.upload = await measured(usage, 0, () =>
      uploadBytes(ref(creator.storage, filePath), png({ width: 32, height: 32, rgb: [9, 9, 9] }), {
        contentType: 'image/png',
      }),
    );
    const termsVersion = JSON.parse(
      fs.readFileSync(new URL('../../domain/src/terms.json', import.meta.url), 'utf8'),
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

const sum = (xs, f) => xs.reduce((s, x) => s + f(x), 0);

/** Monthly quantities from the measured actions and the profile; then the bill per line. */
export function monthlyBill(m, profile = PROFILE, prices = PRICES) {
  const p = profile;
  const screensRead = (rows, routes) =>
    sum(
      rows.filter((r) => routes.includes(r.route)),
      (r) => r.clientReads + r.serverReads,
    );
  const creatorSessionReads =
    m.signIn.reads +
    screensRead(m.creatorScreens, [
      '/dashboard/tasks',
      '/dashboard/submissions',
      '/dashboard/payments',
    ]);
  const staffSessionReads = sum(m.staffScreens, (r) => r.clientReads + r.serverReads);
  const reviewQueueReads = screensRead(m.staffScreens, ['/dashboard/admin/submissions']);
  const sessions = p.creators * p.sessionsPerCreator;
  const accepts = p.submissionsPerMonth * p.acceptancesPerSubmission;
  const subs = p.submissionsPerMonth;
  const payouts = subs * p.approvedShare;
  const jobRuns = m.jobs.map((j) => ({ ...j, runs: MINUTES_PER_MONTH / j.everyMinutes }));

  const actions = [
    [
      'creator sessions (sign-in, overview + 3 screens)',
      sessions,
      { reads: creatorSessionReads, writes: 0, deletes: 0, invocations: 0, ms: 0 },
    ],
    [
      'staff sessions (every staff screen)',
      p.staffSessions,
      { reads: staffSessionReads, writes: 0, deletes: 0, invocations: 0, ms: 0 },
    ],
    [
      'review-queue visits',
      subs / p.reviewsPerQueueVisit,
      { reads: reviewQueueReads, writes: 0, deletes: 0, invocations: 0, ms: 0 },
    ],
    ['accept', accepts, m.accept],
    ['submit', subs, m.submit],
    ['review', subs, m.review],
    ['payout', payouts, m.payout],
    ...jobRuns.map((j) => [`job ${j.name} (every ${j.everyMinutes} min)`, j.runs, j]),
  ];
  const total = (key) => sum(actions, ([, n, a]) => n * a[key]);
  const reads = total('reads');
  const writes = total('writes');
  const deletes = total('deletes');
  const invocations = total('invocations');
  const billedSeconds = sum(actions, ([, n, a]) =>
    a.invocations ? n * Math.ceil(a.ms / 100) * 0.1 : 0,
  );

  const f = prices.firestore;
  const s = prices.storage;
  const fn = prices.functions;
  const over = (q, free) => Math.max(0, q - free);
  const firestoreGiB = m.firestoreGiB;
  const egressGB = (subs * p.submissionBytes) / 1e9;
  const hostingGB = (p.creators * p.coldLoadsPerCreator * m.signIn.bytes) / 1e9;
  const lines = [
    {
      line: 'Firestore document reads',
      quantity: reads,
      unit: 'reads',
      price: `$${f.readsPer100k}/100k`,
      cost: (over(reads, f.free.readsPerDay * 30) / 1e5) * f.readsPer100k,
    },
    {
      line: 'Firestore document writes',
      quantity: writes,
      unit: 'writes',
      price: `$${f.writesPer100k}/100k`,
      cost: (over(writes, f.free.writesPerDay * 30) / 1e5) * f.writesPer100k,
    },
    {
      line: 'Firestore document deletes',
      quantity: deletes,
      unit: 'deletes',
      price: `$${f.deletesPer100k}/100k`,
      cost: (over(deletes, f.free.deletesPerDay * 30) / 1e5) * f.deletesPer100k,
    },
    {
      line: 'Firestore stored data',
      quantity: firestoreGiB,
      unit: 'GiB',
      price: `$${f.storedPerGiBMonth}/GiB-mo`,
      cost: over(firestoreGiB, f.free.storedGiB) * f.storedPerGiBMonth,
    },
    {
      line: 'Storage stored (media)',
      quantity: p.storedGB,
      unit: 'GB',
      price: `$${s.storedPerGBMonth}/GB-mo`,
      cost: over(p.storedGB, s.free.storedGB) * s.storedPerGBMonth,
    },
    {
      line: 'Storage egress (each submission downloaded once in review)',
      quantity: egressGB,
      unit: 'GB',
      price: `$${s.egressPerGB}/GB`,
      cost: over(egressGB, s.free.egressGB) * s.egressPerGB,
    },
    {
      line: 'Storage operations (upload class A, download class B)',
      quantity: subs * 2,
      unit: 'ops',
      price: `$${s.classAPer1k}/$${s.classBPer1k} per 1k`,
      cost:
        (over(subs, s.free.classA) / 1000) * s.classAPer1k +
        (over(subs, s.free.classB) / 1000) * s.classBPer1k,
    },
    {
      line: 'Functions invocations (callables + scheduled jobs)',
      quantity: invocations,
      unit: 'calls',
      price: `$${fn.invocationsPerMillion}/M`,
      cost: (over(invocations, fn.free.invocations) / 1e6) * fn.invocationsPerMillion,
    },
    {
      line: 'Functions compute (measured duration, 0.167 vCPU, 256 MiB)',
      quantity: billedSeconds,
      unit: 's',
      price: `$${fn.vcpuSecond}/vCPU-s + $${fn.gibSecond}/GiB-s`,
      cost:
        over(billedSeconds * fn.vcpu, fn.free.vcpuSeconds) * fn.vcpuSecond +
        over(billedSeconds * fn.gib, fn.free.gibSeconds) * fn.gibSecond,
    },
    {
      line: 'Hosting egress (cold loads of the apps)',
      quantity: hostingGB,
      unit: 'GB',
      price: `$${prices.hosting.egressPerGB}/GB`,
      cost: over(hostingGB, prices.hosting.free.egressGB) * prices.hosting.egressPerGB,
    },
  ];
  const totalCost = sum(lines, (l) => l.cost);
  const dominant = [...lines].sort((a, b) => b.cost - a.cost)[0];
  return { actions, lines, total: totalCost, dominant };
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
