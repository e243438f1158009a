/**
 * Listen fan-out: how long a commit takes to reach every listener. The built CLI runs in a child
 * process; this process runs firebase-admin (the writer) and the full `firebase/firestore` SDK
 * (the listeners, over gRPC), so listener-side CPU is included, as a user would see it.
 * Needs `npm run build --workspace emulator` first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emulatorDir } from './emulator-dir.js';
import { deleteApp as deleteAdminApp, initializeApp as initAdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { createRequire } from 'node:module';
import type { Firestore } from 'firebase/firestore';

// Node's own require, so that the SDK is its Node build (gRPC) whoever loads this file: jiti,
// which `npm run bench` uses, resolves ESM imports to the browser build (WebChannel over XHR).
const nodeRequire = createRequire(import.meta.url);
const { deleteApp, initializeApp } = nodeRequire('firebase/app') as typeof import('firebase/app');
const {
  collection,
  connectFirestoreEmulator,
  initializeFirestore,
  limit,
  onSnapshot,
  query,
  setLogLevel,
  terminate,
  where,
} = nodeRequire('firebase/firestore') as typeof import('firebase/firestore');

export interface ListenScenario {
  listeners: number;
  writesPerSec: number;
  /** Commits made. */
  writes: number;
  /** Deliveries seen / listeners × writes. */
  delivered: number;
  p50Ms: number;
  p99Ms: number;
  /** The writer's own commit round trip (firebase-admin set() to its acknowledgement), p50. */
  commitP50Ms: number;
}

const PROJECT = 'demo-listen-bench';
const SCENARIOS: [listeners: number, writesPerSec: number][] = [
  [1, 20],
  [10, 20],
  [50, 20],
  [50, 100],
  [100, 50],
];
/** Listeners share this many SDK instances (each its own gRPC connection and Listen stream). */
const CLIENTS = 10;
const SECONDS = 3;

function startCli(cli: string, dataDir: string): Promise<{ proc: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    // A config without rules files: the emulator is open, as this measures delivery, not rules.
    const config = path.join(dataDir, 'firebase.json');
    fs.writeFileSync(config, '{}');
    const args = ['--config', config, '--port', '0', '--storage-port', '0', '--data-dir', dataDir];
    const proc = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /firestore 127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve({ proc, port: Number(m[1]) });
    });
    proc.on('exit', (code) => reject(new Error(`emulator exited with ${code}: ${out}`)));
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function benchListen(): Promise<ListenScenario[]> {
  const cli = path.join(emulatorDir, 'dist/cli.js');
  if (!fs.existsSync(cli))
    throw new Error(`${cli} is missing: run npm run build --workspace emulator first`);
  setLogLevel('silent');
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-listen-bench-'));
  const child = await startCli(cli, dataDir);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${child.port}`;
  const adminApp = initAdminApp({ projectId: PROJECT }, 'listen-bench-admin');
  const admin = getAdminFirestore(adminApp);
  const results: ListenScenario[] = [];
  try {
    for (const [run, [listeners, writesPerSec]] of SCENARIOS.entries()) {
      const coll = `feed${run}`;
      const apps = Array.from({ length: Math.min(CLIENTS, listeners) }, (_, i) =>
        initializeApp({ projectId: PROJECT, apiKey: 'bench' }, `listen-bench-${run}-${i}`),
      );
      const dbs: Firestore[] = apps.map((app) => {
        const db = initializeFirestore(app, {});
        connectFirestoreEmulator(db, '127.0.0.1', child.port);
        return db;
      });
      const latencies: number[] = [];
      let ready = 0;
      const allReady = new Promise<void>((resolve, reject) => {
        for (let l = 0; l < listeners; l++) {
          const db = dbs[l % dbs.length]!;
          // A distinct limit per listener makes each its own target (the SDK merges equal queries).
          const q = query(collection(db, coll), where('topic', '==', 't'), limit(1000 + l));
          let first = true;
          onSnapshot(
            q,
            (snap) => {
              if (first) {
                first = false;
                if (++ready === listeners) resolve();
                return;
              }
              const now = performance.now();
              for (const c of snap.docChanges())
                if (c.type !== 'removed') latencies.push(now - (c.doc.get('sentAt') as number));
            },
            reject,
          );
        }
      });
      await allReady;
      const total = writesPerSec * SECONDS;
      const writes: Promise<unknown>[] = [];
      const commits: number[] = [];
      await new Promise<void>((resolve) => {
        let k = 0;
        const tick = setInterval(() => {
          if (k >= total) {
            clearInterval(tick);
            resolve();
            return;
          }
          const sentAt = performance.now();
          writes.push(
            admin
              .doc(`${coll}/d${k % 20}`)
              .set({ topic: 't', seq: k, sentAt })
              .then(() => commits.push(performance.now() - sentAt)),
          );
          k++;
        }, 1000 / writesPerSec);
      });
      await Promise.all(writes);
      // Let the last deliveries arrive.
      await new Promise((r) => setTimeout(r, 1000));
      latencies.sort((a, b) => a - b);
      results.push({
        listeners,
        writesPerSec,
        writes: total,
        delivered: latencies.length / (listeners * total),
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        commitP50Ms: percentile(
          commits.sort((a, b) => a - b),
          50,
        ),
      });
      await Promise.all(dbs.map((db) => terminate(db)));
      await Promise.all(apps.map((a) => deleteApp(a)));
    }
  } finally {
    await deleteAdminApp(adminApp);
    const exited = new Promise((r) => child.proc.once('exit', r));
    child.proc.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
