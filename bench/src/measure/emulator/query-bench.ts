/**
 * Query planning: one 200,000-document collection, queried through firebase-admin
 * against the built CLI twice — as the reference full scan (GT_EMULATOR_QUERY_SCAN=1, "before")
 * and planned (equality and order indexes, top-k, "after") — restarting on the same data in between.
 * Needs `npm run build --workspace emulator` first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { cli, seed, startCli, stopCli } from './firestore-bench.js';

const PROJECT = 'demo-bench-queries';
const DOCS = 200_000;
const ACTORS = 1_000;

export interface QueryFigure {
  query: string;
  /** The first run: builds the equality index when planned. */
  firstMs: { before: number; after: number };
  medianMs: { before: number; after: number };
}

const QUERIES: [string, (db: Firestore, run: number) => Query, number][] = [
  [
    "where('actor', '==', u).limit(20)",
    (db, run) =>
      db
        .collection('log')
        .where('actor', '==', `u${(run * 37) % ACTORS}`)
        .limit(20),
    20,
  ],
  [
    "where('actor', '==', u).orderBy('at', 'desc').limit(20)",
    (db, run) =>
      db
        .collection('log')
        .where('actor', '==', `u${(run * 37) % ACTORS}`)
        .orderBy('at', 'desc')
        .limit(20),
    20,
  ],
  [
    "orderBy('at', 'desc').limit(50)",
    (db) => db.collection('log').orderBy('at', 'desc').limit(50),
    50,
  ],
];

async function measure(db: Firestore, runs: number): Promise<{ first: number; median: number }[]> {
  const out: { first: number; median: number }[] = [];
  for (const [name, make, expected] of QUERIES) {
    const times: number[] = [];
    for (let r = 0; r < runs + 1; r++) {
      const t = performance.now();
      const snap = await make(db, r).get();
      times.push(performance.now() - t);
      if (snap.size !== expected) throw new Error(`${name} returned ${snap.size} documents`);
    }
    const first = times.shift()!;
    times.sort((a, b) => a - b);
    out.push({ first, median: times[times.length >> 1]! });
  }
  return out;
}

async function session<T>(
  dataDir: string,
  work: string,
  env: NodeJS.ProcessEnv,
  body: (db: Firestore) => Promise<T>,
): Promise<T> {
  const child = await startCli(dataDir, work, env);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${child.port}`;
  const app = initializeApp({ projectId: PROJECT }, `bench-queries-${Date.now()}`);
  const db = getFirestore(app);
  try {
    return await body(db);
  } finally {
    await db.terminate();
    await deleteApp(app);
    await stopCli(child);
  }
}

const round = (ms: number): number => Math.round(ms * 10) / 10;

/** Seeds the collection once, then measures each query scanned and planned (median of `runs`). */
export async function benchQueries({ runs = 15 } = {}): Promise<QueryFigure[]> {
  if (!fs.existsSync(cli))
    throw new Error(`${cli} is missing: run npm run build --workspace emulator first`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-bench-queries-'));
  fs.writeFileSync(
    path.join(work, 'firebase.json'),
    JSON.stringify({ emulators: { firestore: { port: 8080 } } }),
  );
  const dataDir = path.join(work, 'data');
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const t0 = Date.UTC(2026, 0, 1);
  try {
    await session(dataDir, work, process.env, (db) =>
      seed(db, 'log', DOCS, (i) => ({
        actor: `u${i % ACTORS}`,
        action: `action-${i % 10}`,
        // Unique times in no relation to insertion order, as the scale seed's audit entries.
        at: Timestamp.fromMillis(t0 + ((i * 7919) % DOCS) * 1000),
        detail: `entry ${i}`,
      })),
    );
    const scanEnv = { ...process.env, GT_EMULATOR_QUERY_SCAN: '1' };
    const before = await session(dataDir, work, scanEnv, (db) => measure(db, runs));
    const planEnv = { ...process.env };
    delete planEnv.GT_EMULATOR_QUERY_SCAN;
    const after = await session(dataDir, work, planEnv, (db) => measure(db, runs));
    return QUERIES.map(([query], i) => ({
      query,
      firstMs: { before: round(before[i]!.first), after: round(after[i]!.first) },
      medianMs: { before: round(before[i]!.median), after: round(after[i]!.median) },
    }));
  } finally {
    if (saved === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = saved;
    fs.rmSync(work, { recursive: true, force: true });
  }
}
