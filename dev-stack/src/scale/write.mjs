// Writes the scale seed (generate.mjs) into a running stack's emulators through the Admin SDK:
// Firestore in batches of 500 sets, several in flight; Auth accounts only for the people the
// bench signs in as (SCALE_ACCOUNTS). Setting fixed ids makes a second run with the same seed,
// factor and `now` leave the same data. Counted last, over everything the database holds (the
// demo's data too): the admin overview's counters, and stats_daily of the days the data touched.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { AggregateField, getFirestore } from 'firebase-admin/firestore';
import { createJiti } from 'jiti';
import { generateScale, SCALE_ACCOUNTS } from './generate.mjs';

export const SCALE_PASSWORD = 'groundtruth-demo';
const BATCH = 500;
const IN_FLIGHT = 6;
/** Days of stats_daily recounted in one transaction (one read of their span). */
const STATS_DAYS_AT_ONCE = 50;

/** Makes or repairs the Auth accounts of SCALE_ACCOUNTS (fixed uids, the role claim). */
async function ensureAccounts(auth) {
  for (const a of Object.values(SCALE_ACCOUNTS)) {
    try {
      await auth.getUser(a.uid);
    } catch (error) {
      if (error?.code !== 'auth/user-not-found') throw error;
      await auth.createUser({
        uid: a.uid,
        email: a.email,
        password: SCALE_PASSWORD,
        displayName: a.name,
        emailVerified: true,
      });
    }
    await auth.setCustomUserClaims(a.uid, { role: a.role });
  }
}

/**
 * platform_counters/overview counted over the whole database once the seed is in:
 * the stack may hold the demo's data beside the seed's, and a second run must leave the same
 * figures, so the counters are set from aggregation counts, not added to.
 */
async function writeOverviewCounters(db) {
  const count = async (query) => (await query.count().get()).data().count;
  const pendingPayouts = db.collection('payouts').where('status', '==', 'pending');
  const [users, tasksPublished, submissionsPending, appealsOpen, payouts, cents] =
    await Promise.all([
      count(db.collection('users')),
      count(db.collection('tasks').where('status', '==', 'published')),
      count(db.collection('submissions').where('review_status', '==', 'pending')),
      count(db.collection('submissions').where('appeal_status', '==', 'open')),
      count(pendingPayouts),
      pendingPayouts
        .aggregate({ cents: AggregateField.sum('amount_cents') })
        .get()
        .then((s) => s.data().cents),
    ]);
  await db.doc('platform_counters/overview').set({
    users,
    tasks_published: tasksPublished,
    submissions_pending: submissionsPending,
    appeals_open: appealsOpen,
    payouts_pending: payouts,
    payouts_pending_cents: cents,
  });
}

/**
 * stats_daily of `days` and of every day that already has a document, recounted from all the
 * source documents by the functions' own recount (recountDailyStats's recountAndStoreDays, run by
 * jiti), STATS_DAYS_AT_ONCE days to a transaction. Setting the generated figures would replace
 * what other data (the demo's) counted on the same days, and adding them would count a second
 * run twice; a recount is right either way, and also for the days an earlier run with another
 * seed or clock left. It is safe on the current day while the stack's functions count events in
 * it (recount-daily-stats.ts).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string[]} days
 */
async function recountStats(db, days) {
  /** @type {{ recountAndStoreDays: (days: string[], db: unknown) => Promise<string[]> }} */
  const { recountAndStoreDays } = await createJiti(import.meta.url).import(
    new URL('../../../functions/src/stats/recount-daily-stats.ts', import.meta.url).href,
  );
  const stored = await db.collection('stats_daily').select().get();
  const all = [...new Set([...days, ...stored.docs.map((d) => d.id)])].sort();
  const chunks = [];
  for (let i = 0; i < all.length; i += STATS_DAYS_AT_ONCE)
    chunks.push(all.slice(i, i + STATS_DAYS_AT_ONCE));
  await Promise.all(chunks.map((chunk) => recountAndStoreDays(chunk, db)));
}

/**
 * reviewer_stats of the scale admin, who made every generated review, recounted from the
 * submissions by the functions' own recount (recountReviewerStats, run by jiti): right whatever
 * an earlier run or the demo's reviews counted.
 * @param {import('firebase-admin/firestore').Firestore} db
 */
async function recountReviewer(db) {
  /** @type {{ recountReviewerStats: (uid: string, db: unknown) => Promise<number> }} */
  const { recountReviewerStats } = await createJiti(import.meta.url).import(
    new URL('../../../functions/src/stats/recount-reviewer-stats.ts', import.meta.url).href,
  );
  await recountReviewerStats(SCALE_ACCOUNTS.admin.uid, db);
}

/**
 * Seeds `factor` into the emulators at `hosts` ({ firestore, auth }: "host:port") for
 * `projectId`; returns the generator's summary and the time taken.
 * @param {{ projectId: string, hosts: { firestore: string, auth?: string }, factor: number,
 *   seed?: number, now?: Date, log?: (line: string) => void }} options
 */
export async function writeScale({
  projectId,
  hosts,
  factor,
  seed = 25,
  now = new Date(),
  log = () => {},
}) {
  process.env.FIRESTORE_EMULATOR_HOST = hosts.firestore;
  if (hosts.auth) process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts.auth;
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId }, `scale-seed-${Date.now()}`);
  const started = Date.now();
  try {
    const db = getFirestore(app);
    const { collections, statsDays, summary } = generateScale({ factor, seed, now });
    log(`generated in ${Date.now() - started} ms: ${JSON.stringify(summary.counts)}`);
    if (hosts.auth) await ensureAccounts(getAuth(app));

    const all = Object.entries(collections).flatMap(([name, docs]) =>
      docs.map(([id, data]) => [`${name}/${id}`, data]),
    );
    let next = 0;
    let written = 0;
    let lastLog = Date.now();
    const worker = async () => {
      while (next < all.length) {
        const chunk = all.slice(next, (next += BATCH));
        const batch = db.batch();
        for (const [path, data] of chunk) batch.set(db.doc(path), data);
        await batch.commit();
        written += chunk.length;
        if (Date.now() - lastLog > 5000) {
          lastLog = Date.now();
          log(`  ${written.toLocaleString('en-US')} / ${all.length.toLocaleString('en-US')}`);
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await writeOverviewCounters(db);
    const counting = Date.now();
    await recountStats(db, statsDays);
    log(`stats_daily of ${statsDays.length} days recounted in ${Date.now() - counting} ms`);
    await recountReviewer(db);
    return { ...summary, documents: all.length, ms: Date.now() - started };
  } finally {
    await deleteApp(app);
  }
}
