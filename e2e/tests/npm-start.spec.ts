// `npm start` as a user runs it: development mode (the README's first command). One command
// brings up the stack with demo data; the landing, a creator page and a staff page render in a
// real browser from the dev servers; Ctrl-C (SIGINT to the process group, as a terminal sends
// it) stops everything, also when it comes in the middle of the first start's seeding.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
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
import {
  listening,
  npmStart,
  pressCtrlC,
  processesMentioning,
  stackPorts,
} from '../testing/npm-start';

const app = 'http://localhost:3000';

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${app}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${app}/dashboard`, { timeout: 30_000 });
}

test('npm start in development mode renders every remote, and Ctrl-C leaves no process behind', async ({
  page,
}) => {
  test.setTimeout(8 * 60_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-npm-start-'));
  const run = npmStart(dataDir);
  try {
    await run.printed('GROUNDTRUTH_READY');
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
      const published = await getDocs(
        query(collection(db, 'tasks'), where('status', '==', 'published'), limit(1)),
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
    await signIn(page, 'maya@groundtruth.local', password!);
    await page.goto(`${app}/dashboard/tasks`);
    await expect(page.getByRole('heading', { level: 1, name: 'Available Tasks' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(`${app}/auth/login`);
    await signIn(page, 'admin@groundtruth.local', password!);
    await page.goto(`${app}/dashboard/admin/tasks`);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Tasks' })).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    await pressCtrlC(run, dataDir);
  }
});

test('Ctrl-C while the first start seeds demo data stops everything it started', async () => {
  test.setTimeout(5 * 60_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-npm-start-seeding-'));
  const run = npmStart(dataDir);
  try {
    await run.printed('Seeding demo data');
  } finally {
    await pressCtrlC(run, dataDir);
  }
  expect(run.output).not.toContain('GROUNDTRUTH_READY');
});

test('npm start refuses to start when a port of the stack is taken, and says which', async () => {
  test.setTimeout(2 * 60_000);
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(8080, '127.0.0.1', resolve));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-npm-start-busy-'));
  try {
    const run = npmStart(dataDir);
    const code = await run.exited;
    expect(code).not.toBe(0);
    expect(run.output).toContain('port 8080 is in use by another program');
    expect(run.output).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(processesMentioning(dataDir)).toEqual([]);
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  for (const port of stackPorts.filter((p) => p !== 8080))
    expect(await listening(port), `port ${port} open`).toBe(false);
});
