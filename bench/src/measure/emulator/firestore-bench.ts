/**
 * Firestore emulator figures, measured against the built CLI in a child process (so that its
 * memory is the emulator's alone) through firebase-admin over gRPC, the way functions use it.
 * Needs `npm run build --workspace emulator` first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emulatorDir } from './emulator-dir.js';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export interface FirestoreBenchFigures {
  /** Spawn of `node dist/cli.js` to its ready line, empty data dir. */
  startToReadyMs: number;
  /** Single-document set() calls, one at a time (each fsync'd before it is acknowledged). */
  sequentialCommitsPerSec: number;
  /** Single-document set() calls, 32 in flight. */
  concurrentCommitsPerSec: number;
  /** doc.get() calls, 32 in flight. */
  pointReadsPerSec: number;
  /** where('group','==',g).orderBy('n','desc').limit(20) over 10,000 documents: median of 50 runs. */
  medianQueryMs10k: number;
  /** Resident memory of the emulator process, idle and after loading 100,000 small documents. */
  rssIdleMb: number;
  rssWith100kDocsMb: number;
  /** Restart with 100,000 documents on disk (snapshot + log replay) to ready. */
  restartWith100kDocsMs: number;
}

/** The emulator's built CLI (`npm run build -w emulator`). */
export const cli = path.join(emulatorDir, 'dist/cli.js');
const PROJECT = 'demo-bench';

export interface Child {
  proc: ChildProcess;
  port: number;
}

export function startCli(
  dataDir: string,
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Child> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [
        cli,
        '--config',
        path.join(cwd, 'firebase.json'),
        '--port',
        '0',
        '--storage-port',
        '0',
        '--data-dir',
        dataDir,
      ],
      {
        cwd,
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    proc.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /firestore 127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve({ proc, port: Number(m[1]) });
    });
    proc.on('exit', (code) => reject(new Error(`emulator exited with ${code}: ${out}`)));
  });
}

export async function stopCli(child: Child): Promise<void> {
  const exited = new Promise((r) => child.proc.once('exit', r));
  child.proc.kill('SIGTERM');
  await exited;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function pool(
  total: number,
  width: number,
  task: (i: number) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < total) await task(next++);
    }),
  );
}

async function rate(
  total: number,
  width: number,
  task: (i: number) => Promise<unknown>,
): Promise<number> {
  const t0 = performance.now();
  await pool(total, width, task);
  return Math.round((total / (performance.now() - t0)) * 1000);
}

export async function seed(
  db: Firestore,
  collection: string,
  count: number,
  make: (i: number) => Record<string, unknown>,
): Promise<void> {
  for (let start = 0; start < count; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 500); i++)
      batch.set(db.doc(`${collection}/d${i}`), make(i));
    await batch.commit();
  }
}

/** Runs the Firestore emulator benchmark and returns its figures. */
export async function benchFirestore(): Promise<FirestoreBenchFigures> {
  if (!fs.existsSync(cli))
    throw new Error(`${cli} is missing: run npm run build --workspace emulator first`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-bench-'));
  fs.writeFileSync(
    path.join(work, 'firebase.json'),
    JSON.stringify({ emulators: { firestore: { port: 8080 } } }),
  );
  const dataDir = path.join(work, 'data');
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  // Keep firebase-admin from probing the GCE metadata server over the network.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  try {
    const t0 = performance.now();
    let child = await startCli(dataDir, work);
    const startToReadyMs = Math.round(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 300));
    const rssIdleMb = rssMb(child.proc.pid!);

    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${child.port}`;
    let app = initializeApp({ projectId: PROJECT }, `bench-${Date.now()}`);
    let db = getFirestore(app);
    await db.doc('warm/up').set({ ok: true });

    const sequentialCommitsPerSec = await rate(300, 1, (i) =>
      db.doc(`seq/d${i}`).set({ i, s: 'x' }),
    );
    const concurrentCommitsPerSec = await rate(2000, 32, (i) =>
      db.doc(`con/d${i}`).set({ i, s: 'x' }),
    );
    const pointReadsPerSec = await rate(4000, 32, (i) => db.doc(`con/d${i % 2000}`).get());

    await seed(db, 'q', 10_000, (i) => ({ n: i, group: i % 10, label: `item ${i}` }));
    const times: number[] = [];
    for (let r = 0; r < 50; r++) {
      const t = performance.now();
      const snap = await db
        .collection('q')
        .where('group', '==', r % 10)
        .orderBy('n', 'desc')
        .limit(20)
        .get();
      times.push(performance.now() - t);
      if (snap.size !== 20) throw new Error('query returned the wrong number of documents');
    }
    times.sort((a, b) => a - b);
    const medianQueryMs10k = Math.round(times[times.length >> 1]! * 10) / 10;

    await seed(db, 'big', 100_000, (i) => ({ i, owner: `u${i % 100}`, ok: true }));
    await new Promise((r) => setTimeout(r, 500));
    const rssWith100kDocsMb = rssMb(child.proc.pid!);

    await db.terminate();
    await deleteApp(app);
    await stopCli(child);
    const t1 = performance.now();
    child = await startCli(dataDir, work);
    const restartWith100kDocsMs = Math.round(performance.now() - t1);
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${child.port}`;
    app = initializeApp({ projectId: PROJECT }, `bench-${Date.now()}`);
    db = getFirestore(app);
    const count = (await db.collection('big').count().get()).data().count;
    if (count !== 100_000)
      throw new Error(`expected 100000 documents after restart, found ${count}`);
    await db.terminate();
    await deleteApp(app);
    await stopCli(child);

    return {
      startToReadyMs,
      sequentialCommitsPerSec,
      concurrentCommitsPerSec,
      pointReadsPerSec,
      medianQueryMs10k,
      rssIdleMb,
      rssWith100kDocsMb,
      restartWith100kDocsMs,
    };
  } finally {
    if (saved === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = saved;
    fs.rmSync(work, { recursive: true, force: true });
  }
}
