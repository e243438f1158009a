// `npm run bench -- scale`: every signed-in screen and every job at the scale seed's
// factors 1, 10 and 100. For each factor a fresh stack (production build, own ports and data,
// scheduled jobs off so that nothing else reads) is filled by the scale seed; then
//
// - screens: the heavy creator (a tenth of all submissions: 50 / 500 / 5,000) and an admin each
//   sign in once through the form; every screen is then opened `runs` times in a fresh browser
//   context restored from that session (a return visit), and we take the documents the emulator
//   billed to the signed-in user (client reads, usage.ts) and to firebase-admin (the callables'
//   reads) while it loaded, the time from navigation to first content (the heading shown and no
//   "Loading…" status left), median of `runs`, and the JS heap after it settled;
// - jobs (at the largest factor): 5,000 due documents each (acceptances past expiry, pending
//   submissions past auto-approval, payouts left processing), then each job run once through the
//   stack's runJob trigger: its run time and the documents it read and wrote.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startStack } from '@groundtruth/dev-stack/stack';
import { runJobUrl } from '@groundtruth/dev-stack/jobs';
import { SCALE_ACCOUNTS } from '@groundtruth/dev-stack/scale';
import { SCALE_PASSWORD, writeScale } from '@groundtruth/dev-stack/scale/write';
import { launchChromium } from '../../../tooling/first-load.mjs';
import { signInToDashboard } from './stack.mjs';

// Own ports, clear of the journeys, `npm start` and the other benches.
const BENCH = {
  projectId: 'demo-groundtruth-bench-scale',
  ports: {
    firestore: 18140,
    storage: 19240,
    auth: 19140,
    functions: 15140,
    smtp: 11140,
    mail: 11240,
  },
  appPort: 13140,
};

/** [path, its level-one heading]; {task} is a published task's id. */
export const creatorScreens = [
  ['/dashboard', 'Creator Dashboard'],
  ['/dashboard/tasks', 'Available Tasks'],
  ['/dashboard/submissions', 'My Submissions'],
  ['/dashboard/submit?taskId={task}', 'Submit Your Work'],
  ['/dashboard/payments', 'Payments & Earnings'],
  ['/dashboard/settings', 'Settings'],
];
export const staffScreens = [
  ['/dashboard', 'Admin Dashboard'],
  ['/dashboard/admin/tasks', 'Manage Tasks'],
  ['/dashboard/admin/submissions', 'Review Submissions'],
  ['/dashboard/users', 'User Management'],
  ['/dashboard/payouts', 'Payout Management'],
  ['/dashboard/audit', 'Audit Logs'],
  ['/dashboard/admin/settings', 'Platform Settings'],
];

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const load = () => os.loadavg()[0].toFixed(1);

/** The heading is shown and no skeleton or spinner still says it is loading. */
function contentShown(heading) {
  const h1 = [...document.querySelectorAll('h1')].find((h) => h.textContent?.trim() === heading);
  if (!h1) return false;
  return ![...document.querySelectorAll('[role="status"]')].some((s) =>
    /loading/i.test(s.textContent ?? ''),
  );
}

function usageClient(firestoreUrl, projectId) {
  const url = `${firestoreUrl}/emulator/v1/projects/${projectId}/usage`;
  return {
    reset: () => fetch(url, { method: 'DELETE' }),
    read: async () => (await fetch(url)).json(),
  };
}

/** Opens each screen `runs` times as `account`, from a saved session. */
export async function measureScreens({
  browser,
  appUrl,
  usage,
  account,
  screens,
  task,
  runs,
  log = () => {},
}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToDashboard(page, appUrl, account.email, SCALE_PASSWORD);
  const storageState = await context.storageState({ indexedDB: true });
  await context.close();

  const rows = [];
  for (const [route, heading] of screens) {
    const url = `${appUrl}${route.replace('{task}', task)}`;
    const times = [];
    const heaps = [];
    const clientReads = [];
    const serverReads = [];
    for (let i = 0; i < runs; i++) {
      const ctx = await browser.newContext({ storageState });
      const p = await ctx.newPage();
      const cdp = await ctx.newCDPSession(p);
      await cdp.send('Performance.enable');
      await usage.reset();
      await p.goto(url);
      await p.waitForFunction(contentShown, heading, { timeout: 60_000, polling: 'raf' });
      times.push(await p.evaluate(() => performance.now()));
      await p.waitForLoadState('networkidle');
      await p.waitForTimeout(300);
      const u = await usage.read();
      clientReads.push(u.byCaller[account.uid]?.documentReads ?? 0);
      serverReads.push(u.byCaller.owner?.documentReads ?? 0);
      const { metrics } = await cdp.send('Performance.getMetrics');
      heaps.push(metrics.find((m) => m.name === 'JSHeapUsedSize').value);
      await ctx.close();
    }
    const row = {
      route: route.replace('?taskId={task}', ''),
      clientReads: median(clientReads),
      serverReads: median(serverReads),
      readsVaried: new Set(clientReads).size > 1,
      contentMs: Math.round(median(times)),
      heapMB: +(median(heaps) / 1048576).toFixed(1),
    };
    log(`    ${account.role} ${row.route}: ${JSON.stringify(row)}`);
    rows.push(row);
  }
  return rows;
}

const DUE = 5000;

/** 5,000 due documents per job, written in batches. */
async function writeDue(db, now) {
  const t = now.getTime();
  const tasks = await db.collection('tasks').where('status', '==', 'published').limit(50).get();
  const creators = await db
    .collection('user_roles')
    .where('role', '==', 'creator')
    .limit(500)
    .get();
  const taskDocs = tasks.docs;
  const uids = creators.docs.map((d) => d.id);
  const writes = [];
  for (let i = 0; i < DUE; i++) {
    const task = taskDocs[i % taskDocs.length];
    const uid = uids[i % uids.length];
    // expireAcceptances: open acceptances whose working time ran out an hour ago.
    writes.push([
      `task_acceptances/due-${i}`,
      {
        task_id: task.id,
        user_id: uid,
        status: 'accepted',
        created_at: new Date(t - 3 * 86_400_000),
        submission_count: 0,
        latest_submission_id: null,
        expires_at: new Date(t - 3_600_000 - i * 1000),
        expiry_warned: true,
      },
    ]);
  }
  // enforceReviewDeadlines: pending submissions past the auto-approval limit (21 days).
  const pending = await db.collection('submissions').limit(DUE).get();
  pending.docs.forEach((d, i) =>
    writes.push([
      `submissions/${d.id}`,
      {
        ...d.data(),
        review_status: 'pending',
        review_notes: null,
        reviewer_id: null,
        reviewed_at: null,
        submitted_at: new Date(t - 30 * 86_400_000 - i * 1000),
      },
    ]),
  );
  // reconcilePayouts: payouts left processing for an hour.
  const payouts = await db.collection('payouts').limit(DUE).get();
  payouts.docs.forEach((d, i) =>
    writes.push([
      `payouts/${d.id}`,
      { ...d.data(), status: 'processing', updated_at: new Date(t - 3_600_000 - i * 1000) },
    ]),
  );
  for (let i = 0; i < writes.length; i += 500) {
    const batch = db.batch();
    for (const [p, data] of writes.slice(i, i + 500)) batch.set(db.doc(p), data);
    await batch.commit();
  }
  return { acceptances: DUE, submissions: pending.size, payouts: payouts.size };
}

/** Runs each job once through runJob and reports its time and what it read and wrote. */
async function measureJobs({ functionsUrl, usage, log }) {
  const url = runJobUrl(functionsUrl, BENCH.projectId);
  const { jobs } = await (await fetch(url)).json();
  const rows = [];
  for (const job of jobs) {
    await usage.reset();
    const started = Date.now();
    const res = await fetch(`${url}?job=${job.name}`, { signal: AbortSignal.timeout(1_800_000) });
    const ms = Date.now() - started;
    const body = await res.json();
    const u = await usage.read();
    const row = {
      job: job.name,
      cadence: `${job.everyMinutes} min`,
      changed: body.changed ?? `HTTP ${res.status}: ${body.error}`,
      seconds: +(ms / 1000).toFixed(1),
      reads: u.totals.documentReads,
      writes: u.totals.writes,
      withinCadence: ms < job.everyMinutes * 60_000,
    };
    log(`    ${JSON.stringify(row)}`);
    rows.push(row);
  }
  return rows;
}

/**
 * @typedef {{ route: string, clientReads: number, serverReads: number, readsVaried: boolean, contentMs: number, heapMB: number }} ScreenFigures
 * @typedef {object} FactorFigures
 * @property {number} factor
 * @property {number} heavySubmissions
 * @property {number} seedSeconds
 * @property {number} documents
 * @property {{ before: string, after: string }} load
 * @property {(ScreenFigures & { as: string })[]} screens
 * @typedef {object} JobFigures
 * @property {number} factor
 * @property {{ acceptances: number, submissions: number, payouts: number }} due
 * @property {string} load
 * @property {Record<string, unknown>[]} rows
 */

/** Screens at each factor, then the jobs with 5,000 due documents at the last factor. */
export async function benchScale({
  factors = [1, 10, 100],
  runs = 5,
  jobs = true,
  log = console.log,
} = {}) {
  /** @type {{ factors: FactorFigures[], jobs: JobFigures | null, load: { before: string, after?: string } }} */
  const result = { factors: [], jobs: null, load: { before: load() } };
  let browser;
  try {
    browser = await launchChromium();
    for (const [index, factor] of factors.entries()) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-bench-scale-'));
      let stack;
      try {
        log(`  factor ${factor}: starting a stack (load ${load()})`);
        stack = await startStack({
          ...BENCH,
          dataDir,
          production: true,
          buildApps: false,
          runJobs: false,
          quiet: !process.env.BENCH_VERBOSE,
          log: () => undefined,
        });
        const hosts = {
          firestore: `127.0.0.1:${BENCH.ports.firestore}`,
          auth: `127.0.0.1:${BENCH.ports.auth}`,
        };
        const now = new Date();
        const seeded = await writeScale({ projectId: BENCH.projectId, hosts, factor, now });
        log(
          `  factor ${factor}: ${seeded.documents} documents seeded in ${(seeded.ms / 1000).toFixed(1)} s (load ${load()})`,
        );
        const usage = usageClient(`http://${hosts.firestore}`, BENCH.projectId);
        const task = 'scale-t000000';
        const loadBefore = load();
        const creator = await measureScreens({
          browser,
          appUrl: stack.urls.app,
          usage,
          account: SCALE_ACCOUNTS.heavy,
          screens: creatorScreens,
          task,
          runs,
          log,
        });
        const admin = await measureScreens({
          browser,
          appUrl: stack.urls.app,
          usage,
          account: SCALE_ACCOUNTS.admin,
          screens: staffScreens,
          task,
          runs,
          log,
        });
        result.factors.push({
          factor,
          heavySubmissions: seeded.heavyCreatorSubmissions,
          seedSeconds: +(seeded.ms / 1000).toFixed(1),
          documents: seeded.documents,
          load: { before: loadBefore, after: load() },
          screens: [
            ...creator.map((r) => ({ as: 'creator', ...r })),
            ...admin.map((r) => ({ as: 'admin', ...r })),
          ],
        });
        if (jobs && index === factors.length - 1) {
          process.env.FIRESTORE_EMULATOR_HOST = hosts.firestore;
          const app =
            getApps().find((a) => a.name === 'bench-scale') ??
            initializeApp({ projectId: BENCH.projectId }, 'bench-scale');
          const due = await writeDue(getFirestore(app), now);
          log(`  jobs: due documents ${JSON.stringify(due)} (load ${load()})`);
          result.jobs = {
            factor,
            due,
            load: load(),
            rows: await measureJobs({
              functionsUrl: `http://127.0.0.1:${BENCH.ports.functions}`,
              usage,
              log,
            }),
          };
        }
      } finally {
        await stack?.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await browser?.close();
  }
  result.load.after = load();
  return result;
}
