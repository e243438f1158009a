// `npm start` as a person runs it from a terminal, for the specs that test the command itself:
// its own process group (a terminal's foreground job), its output, Ctrl-C, and what it leaves.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  limit,
  query,
  where,
} from 'firebase/firestore/lite';
import { repoRoot } from './product';

/** Every port of the default stack: apps, emulators, firebase-tools' hub and logging. */
export const stackPorts = [
  3000, 3001, 3002, 3003, 3004, 8080, 9199, 9099, 5001, 5002, 5003, 1025, 1080,
];

/** Processes whose command line mentions `marker` (the test's own data directory). */
export function processesMentioning(marker: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes(marker) && !line.includes('ps -eo'));
}

/**
 * Live processes (pid and command) of the process groups `pgids`. Zombies are left out: they
 * have exited, and wait only for whoever inherited them to collect their exit status.
 */
export function processesInGroups(pgids: number[]): string[] {
  const out = execFileSync('ps', ['-eo', 'pid=,pgid=,stat=,args='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([pid, pgid, stat]) => pid && pgids.includes(Number(pgid)) && !stat?.startsWith('Z'))
    .map((fields) => fields.join(' '));
}

/** Whether something still listens on localhost:port (IPv4 or IPv6). */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: 'localhost', autoSelectFamily: true });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** What the running launcher of `dataDir` recorded: its pid and its children's process groups. */
export function pidFileOf(dataDir: string): {
  launcher: number;
  groups: { label: string; pgid: number }[];
} {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'stack', 'stack.pid.json'), 'utf8'));
}

export type NpmStart = ReturnType<typeof npmStart>;

/** `npm start -- --data-dir dataDir …args` in its own process group, like a terminal's job. */
export function npmStart(dataDir: string, args: string[] = []) {
  const child = spawn('npm', ['start', '--', '--data-dir', dataDir, ...args], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const run = { child, output: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** Resolves once the output contains `text`; rejects if npm start exits first. */
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => run.output.includes(text) && resolve();
      child.stdout.on('data', check);
      check();
      void exited.then((code) =>
        reject(
          new Error(`npm start exited (${code}) before "${text}":\n${run.output.slice(-3000)}`),
        ),
      );
    });
  return Object.assign(run, { exited, printed });
}

/**
 * Ctrl-C, then: the promise of the message is kept, nothing of the stack's process groups is
 * left, nothing listens on its ports. Keeps the data directory unless `remove`.
 */
export async function pressCtrlC(
  run: { child: ChildProcess; output: string; exited: Promise<number | null> },
  dataDir: string,
  { remove = true } = {},
) {
  let groups: number[] = [];
  try {
    groups = pidFileOf(dataDir).groups.map((g) => g.pgid);
  } catch {
    // Not started far enough to have children.
  }
  try {
    process.kill(-run.child.pid!, 'SIGINT');
  } catch {
    // It has exited already (a failed start): what it left is checked all the same.
  }
  await run.exited;
  await expect
    .poll(() => run.output, { timeout: 60_000 })
    .toContain('Every process this command started has exited.');
  await expect.poll(() => processesMentioning(dataDir), { timeout: 20_000 }).toEqual([]);
  expect(processesInGroups(groups)).toEqual([]);
  if (remove) fs.rmSync(dataDir, { recursive: true, force: true });
  for (const port of stackPorts)
    expect(await listening(port), `port ${port} still open`).toBe(false);
}

/**
 * What a person sees of a ready `npm start` in development mode (the README's first command): the
 * demo accounts and the local inbox printed, the web SDK reading what the seed wrote under the
 * rules, and in a real browser the landing, a creator page and a staff page from their remotes'
 * dev servers.
 */
export async function developmentModeRenders(run: NpmStart, page: Page) {
  const app = 'http://localhost:3000';
  expect(run.output).toContain('maya@groundtruth.local');
  // The local inbox (MailDev) is up, and its URL printed with the others.
  expect(run.output).toContain('Inbox       http://localhost:1080');
  expect(await (await fetch('http://127.0.0.1:1080/email')).json()).toEqual(expect.any(Array));
  const password = /password for all: (\S+)\)/.exec(run.output)?.[1];
  expect(password).toBeTruthy();

  // The web SDK reads what the seed wrote, under the rules.
  const firebase = initializeApp(
    { apiKey: 'demo-api-key', projectId: 'demo-groundtruth' },
    'npm-start-test',
  );
  try {
    const auth = getAuth(firebase);
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    const db = getFirestore(firebase);
    connectFirestoreEmulator(db, '127.0.0.1', 8080);
    await signInWithEmailAndPassword(auth, 'maya@groundtruth.local', password!);
    // A creator lists the published tasks shown to all (listed); the rules refuse a wider query.
    const published = await getDocs(
      query(
        collection(db, 'tasks'),
        where('status', '==', 'published'),
        where('listed', '==', true),
        limit(1),
      ),
    );
    expect(published.size).toBe(1);
  } finally {
    await deleteApp(firebase);
  }

  // The marketing remote, from its dev server, with the header's actions.
  await page.goto(`${app}/`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible({ timeout: 30_000 });
  await expect(header.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await page.goto(`${app}/terms`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });

  // A creator page and a staff page, each from its remote's dev server.
  const signIn = async (email: string) => {
    await page.goto(`${app}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password!);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${app}/dashboard`, { timeout: 30_000 });
  };
  await signIn('maya@groundtruth.local');
  await page.goto(`${app}/dashboard/tasks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Available Tasks' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${app}/auth/login`);
  await signIn('admin@groundtruth.local');
  await page.goto(`${app}/dashboard/admin/tasks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Tasks' })).toBeVisible({
    timeout: 30_000,
  });
  // Left open, the page would go on calling this stack's ports once the next start holds them.
  await page.goto('about:blank');
}
