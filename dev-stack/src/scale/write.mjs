// Writes the scale seed (generate.mjs) into a running stack's emulators through the Admin SDK:
// Firestore in batches of 500 sets, several in flight; Auth accounts only for the people the
// bench signs in as (SCALE_ACCOUNTS). Setting fixed ids makes a second run with the same seed,
// factor and `now` leave the same data. Counted last, over everything the database holds (the
// demo's data too): the admin overview's counters, and stats_daily of the days the data touched.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
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
 * The day figures (stats_daily bases and stats_daily_shards) of `days` and of every day that
 * already has a base or shards, recounted from all the source documents by the functions' own
 * recount (recountDailyStats's recountAndStoreDays, run by jiti), STATS_DAYS_AT_ONCE days without
 * shards to a transaction, and each day with shards alone (a closed day's shards are folded into
 * its base, a delete each). Setting the generated figures would replace what other data (the
 * demo's) counted on the same days, and adding them would count a second run twice; a recount is
 * right either way, and also for the days an earlier run with another seed or clock left. It is
 * safe on the current day while the stack's functions count events in it; a day they keep busy
 * is left to the hourly recount (recount-daily-stats.ts).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string[]} days
 * @param {(line: string) => void} log
 */
async function recountStats(db, days, log) {
  /** @type {{ recountAndStoreDays: (days: string[], db: unknown) => Promise<{ busy: string[] }> }} */
  const { recountAndStoreDays } = await createJiti(import.meta.url).import(
    new URL('../../../functions/src/stats/recount-daily-stats.ts', import.meta.url).href,
  );
  const [bases, shards] = await Promise.all([
    db.collection('stats_daily').select().get(),
    db.collection('stats_daily_shards').select('day').get(),
  ]);
  const sharded = new Set(shards.docs.map((d) => d.get('day')));
  const all = [...new Set([...days, ...bases.docs.map((d) => d.id), ...sharded])].sort();
  const plain = all.filter((day) => !sharded.has(day));
  const chunks = [...sharded].map((day) => [day]);
  for (let i = 0; i < plain.length; i += STATS_DAYS_AT_ONCE)
    chunks.push(plain.slice(i, i + STATS_DAYS_AT_ONCE));
  const results = await Promise.all(chunks.map((chunk) => recountAndStoreDays(chunk, db)));
  const busy = results.flatMap((r) => r.busy);
  if (busy.length) log(`  left to the hourly recount, events still counting: ${busy.join(', ')}`);
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
    const counting = Date.now();
    await recountStats(db, statsDays, log);
    log(`day figures of ${statsDays.length} days recounted in ${Date.now() - counting} ms`);
    await recountReviewer(db);
    return { ...summary, documents: all.length, ms: Date.now() - started };
  } finally {
    await deleteApp(app);
  }
}
