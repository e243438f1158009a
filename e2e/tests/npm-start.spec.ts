// `npm start` as a user runs it: one command brings up the stack with demo data; a demo creator
// signs in through the Auth emulator and reads a published task through the web SDK; Ctrl-C
// (SIGINT) stops everything, leaving no process behind.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { collection, connectFirestoreEmulator, getDocs, getFirestore, limit, query, where } from 'firebase/firestore/lite';
import { repoRoot } from '../support/product';

/** Processes whose command line mentions `marker` (the test's own data directory). */
function processesMentioning(marker: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes(marker) && !line.includes('ps -eo'));
}

/** Whether something still listens on localhost:port (IPv4 or IPv6). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: 'localhost', autoSelectFamily: true });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const stackPorts = [3000, 3001, 3002, 3003, 8080, 9199, 9099, 5001];

test('npm start serves the product with demo data and Ctrl-C leaves no process behind', async () => {
  test.setTimeout(8 * 60_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-npm-start-'));
  // Its own process group, like a terminal's foreground job, so Ctrl-C reaches npm and the script.
  const child = spawn('npm', ['start', '--', '--data-dir', dataDir], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('GROUNDTRUTH_READY')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`npm start exited (${code}) before ready:\n${output.slice(-3000)}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  try {
    await ready;
    expect(output).toContain('maya@groundtruth.local');
    const password = /password for all: (\S+)\)/.exec(output)?.[1];
    expect(password).toBeTruthy();

    const app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-groundtruth' }, 'npm-start-test');
    try {
      const auth = getAuth(app);
      connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
      const db = getFirestore(app);
      connectFirestoreEmulator(db, '127.0.0.1', 8080);
      await signInWithEmailAndPassword(auth, 'maya@groundtruth.local', password!);
      const published = await getDocs(query(collection(db, 'tasks'), where('status', '==', 'published'), limit(1)));
      expect(published.size).toBe(1);
      expect(published.docs[0]!.get('title')).toEqual(expect.any(String));
    } finally {
      await deleteApp(app);
    }
    const shell = await fetch('http://localhost:3000/');
    expect(shell.status).toBe(200);
  } finally {
    // Ctrl-C in a terminal: SIGINT to the whole foreground process group.
    process.kill(-child.pid!, 'SIGINT');
    await exited;
    await expect.poll(() => output, { timeout: 60_000 }).toContain('Every process this command started has exited.');
    // Processes started with the data directory on their command line are all gone.
    await expect.poll(() => processesMentioning(dataDir), { timeout: 20_000 }).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  for (const port of stackPorts) expect(await listening(port), `port ${port} still open`).toBe(false);
});
