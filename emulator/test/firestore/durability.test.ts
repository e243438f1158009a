/**
 * Durability: the built CLI is spawned, written to through the SDKs, killed with SIGKILL and
 * restarted; every acknowledged write must be there. Also clean shutdown and a torn log tail.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp as initAdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp as deleteWebApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, setDoc } from 'firebase/firestore/lite';
import { OPEN_RULES, startTestEmulator } from './helpers.js';

const emulatorDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(emulatorDir, 'dist/cli.js');
const PROJECT = 'demo-durable';
let work: string;
let n = 0;

interface Child {
  proc: ChildProcess;
  port: number;
  exited: Promise<number | null>;
}

function startCli(
  dataDir: string,
  args = ['--config', path.join(work, 'firebase.json'), '--port', '0', '--storage-port', '0'],
): Promise<Child> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [cli, ...args, '--data-dir', dataDir], {
      cwd: work,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((r) => proc.on('exit', (code) => r(code)));
    let out = '';
    let err = '';
    proc.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    proc.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m =
        /Groundtruth emulator ready: firestore 127\.0\.0\.1:(\d+), storage 127\.0\.0\.1:\d+ \(data (.+)\)\n/.exec(
          out,
        );
      if (m) resolve({ proc, port: Number(m[1]), exited });
    });
    proc.on('exit', (code) =>
      reject(new Error(`emulator exited (${code}) before ready: ${out}${err}`)),
    );
  });
}

async function withAdmin<T>(
  port: number,
  fn: (db: FirebaseFirestore.Firestore) => Promise<T>,
): Promise<T> {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const app = initAdminApp({ projectId: PROJECT }, `durable-admin-${++n}`);
  const db = getAdminFirestore(app);
  try {
    return await fn(db);
  } finally {
    await db.terminate();
    await deleteApp(app);
  }
}

beforeAll(() => {
  // The spawned CLI runs the compiled output, so build it first (as `npm run build` does).
  try {
    execFileSync(
      process.execPath,
      [path.join(emulatorDir, '../node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
      {
        cwd: emulatorDir,
        stdio: 'pipe',
      },
    );
  } catch (err) {
    // tsc still emits on type errors elsewhere in the package; only a missing CLI is fatal here.
    if (!fs.existsSync(cli)) throw err;
  }
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-durable-'));
  fs.writeFileSync(path.join(work, 'firestore.rules'), OPEN_RULES);
  fs.writeFileSync(
    path.join(work, 'firebase.json'),
    JSON.stringify({
      firestore: { rules: 'firestore.rules' },
      emulators: { firestore: { port: 8080 } },
    }),
  );
}, 120_000);

afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('kill -9', () => {
  it('should keep every acknowledged write across SIGKILL and restart', async () => {
    const dataDir = path.join(work, 'data-kill');
    const first = await startCli(dataDir);
    await withAdmin(first.port, async (db) => {
      const batch = db.batch();
      for (let i = 0; i < 50; i++) batch.set(db.doc(`items/i${i}`), { i });
      await batch.commit();
      for (let i = 0; i < 20; i++) await db.doc('counter/c').set({ v: i });
    });
    const app = initializeApp({ projectId: PROJECT, apiKey: 'k' }, `durable-web-${++n}`);
    const web = getFirestore(app);
    connectFirestoreEmulator(web, '127.0.0.1', first.port);
    await setDoc(doc(web, 'web/w1'), { from: 'lite' });
    await deleteWebApp(app);
    first.proc.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    const second = await startCli(dataDir);
    try {
      await withAdmin(second.port, async (db) => {
        expect((await db.collection('items').count().get()).data().count).toBe(50);
        expect((await db.doc('counter/c').get()).data()).toEqual({ v: 19 });
        expect((await db.doc('web/w1').get()).data()).toEqual({ from: 'lite' });
      });
    } finally {
      second.proc.kill('SIGKILL');
      await second.exited;
    }
  });

  it('should shut down cleanly on SIGTERM, compacting the log into a snapshot', async () => {
    const dataDir = path.join(work, 'data-term');
    const first = await startCli(dataDir);
    await withAdmin(first.port, (db) => db.doc('a/b').set({ kept: true }));
    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const projectDir = path.join(dataDir, 'firestore', PROJECT);
    expect(fs.readFileSync(path.join(projectDir, 'snapshot.jsonl'), 'utf8')).toContain('"kept"');
    expect(fs.statSync(path.join(projectDir, 'wal.jsonl')).size).toBe(0);

    const second = await startCli(dataDir);
    try {
      await withAdmin(second.port, async (db) =>
        expect((await db.doc('a/b').get()).data()).toEqual({ kept: true }),
      );
    } finally {
      second.proc.kill('SIGINT');
      expect(await second.exited).toBe(0);
    }
  });
});

describe('command line', () => {
  it('should take its port and rules from ./firebase.json by default', async () => {
    const freePort = async (): Promise<number> => {
      const probe = net.createServer();
      const free = await new Promise<number>((r) =>
        probe.listen(0, '127.0.0.1', () => r((probe.address() as net.AddressInfo).port)),
      );
      await new Promise((r) => probe.close(r));
      return free;
    };
    const port = await freePort();
    const storagePort = await freePort();
    const dir = fs.mkdtempSync(path.join(work, 'cfg-'));
    fs.writeFileSync(
      path.join(dir, 'deny.rules'),
      "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{db}/documents {\n  }\n}\n",
    );
    fs.writeFileSync(
      path.join(dir, 'firebase.json'),
      JSON.stringify({
        firestore: { rules: 'deny.rules' },
        emulators: { firestore: { port }, storage: { port: storagePort } },
      }),
    );
    const child = await new Promise<Child>((resolve, reject) => {
      const proc = spawn(process.execPath, [cli], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
      const exited = new Promise<number | null>((r) => proc.on('exit', (code) => r(code)));
      let out = '';
      proc.stdout!.on('data', (c: Buffer) => {
        out += c.toString();
        if (out.includes('\n'))
          resolve({ proc, port: Number(/firestore 127\.0\.0\.1:(\d+)/.exec(out)?.[1]), exited });
      });
      proc.on('exit', (code) => reject(new Error(`exited ${code}`)));
    });
    try {
      expect(child.port).toBe(port);
      const res = await fetch(
        `http://127.0.0.1:${port}/v1/projects/${PROJECT}/databases/(default)/documents/a/b`,
      );
      expect(res.status).toBe(403);
      expect(await (await fetch(`http://127.0.0.1:${storagePort}/`)).text()).toBeTruthy();
      expect(fs.existsSync(path.join(dir, '.data'))).toBe(true);
    } finally {
      child.proc.kill('SIGTERM');
      expect(await child.exited).toBe(0);
    }
  });
});

describe('log replay', () => {
  it('should ignore a torn final log line (a commit never acknowledged)', async () => {
    const dataDir = fs.mkdtempSync(path.join(work, 'torn-'));
    const one = await startTestEmulator({ dataDir });
    await one.admin(PROJECT).doc('t/1').set({ ok: 1 });
    await one.admin(PROJECT).doc('t/2').set({ ok: 2 });
    // Simulate a crash: copy the log as it is now, before the clean shutdown compacts it.
    const wal = path.join(dataDir, 'firestore', PROJECT, 'wal.jsonl');
    const text = fs.readFileSync(wal, 'utf8');
    await one.close();
    fs.rmSync(path.join(dataDir, 'firestore', PROJECT, 'snapshot.jsonl'));
    fs.writeFileSync(wal, `${text}{"t":1,"w":[["t/3",{"name":"projects/x`);

    const two = await startTestEmulator({ dataDir });
    try {
      const db = two.admin(PROJECT);
      expect((await db.doc('t/1').get()).data()).toEqual({ ok: 1 });
      expect((await db.doc('t/2').get()).data()).toEqual({ ok: 2 });
      expect((await db.doc('t/3').get()).exists).toBe(false);
      await db.doc('t/4').set({ ok: 4 });
      expect(fs.readFileSync(wal, 'utf8')).not.toContain('projects/x"');
    } finally {
      await two.close();
    }
  });

  it('should keep a cleared project cleared across restarts', async () => {
    const dataDir = fs.mkdtempSync(path.join(work, 'clear-'));
    const one = await startTestEmulator({ dataDir });
    await one.admin(PROJECT).doc('c/old').set({ v: 1 });
    await fetch(`${one.url}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
      method: 'DELETE',
    });
    await one.admin(PROJECT).doc('c/new').set({ v: 2 });
    await one.close();
    const two = await startTestEmulator({ dataDir });
    try {
      const db = two.admin(PROJECT);
      expect((await db.doc('c/old').get()).exists).toBe(false);
      expect((await db.doc('c/new').get()).data()).toEqual({ v: 2 });
    } finally {
      await two.close();
    }
  });
});
