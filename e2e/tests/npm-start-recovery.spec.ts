// `npm start` as a person runs it, one start serving every check that needs no fresh one.
// In development mode (the README's first command) one command brings up the stack with demo
// data, and the landing, a creator page and a staff page render in a real browser from the dev
// servers; Ctrl-C (SIGINT to the process group, as a terminal sends it) stops everything, also
// when it comes in the middle of a start's seeding.
// It survives what a newcomer does to it: a first start interrupted anywhere
// in its seeding — Ctrl-C, or `kill -9` of the launcher while its children live on — is finished
// by the next start, with exactly the demo data of an uninterrupted one; Ctrl-C right after
// ready (warm-ups in flight) and in mid-start leaves no process and no port, and loses no
// acknowledged write; a data directory damaged beyond that gets a message naming the reset.
// And it watches its children while it runs: a child that stops is named with its last lines;
// MailDev, which keeps nothing the stack needs in memory, is restarted and mail sent afterwards
// reaches the inbox; the emulator, which holds the data, stops the whole stack cleanly, saying
// why: every child gone, every port free, a non-zero exit code. The watch is checked on the last
// start of the first journey, which needs nothing of that start afterwards (one start fewer).
// The starts after the first run the production build (`--prod`): the journeys' build is reused,
// not redone; the one Ctrl-C in mid-seeding runs in development mode, with its dev servers.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from '../testing/test';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { loadCallables, SIGNUP_CONSENT } from '../testing/callables';
import { repoRoot } from '../testing/product';
import {
  developmentModeRenders,
  npmStart,
  pidFileOf,
  pressCtrlC,
  processesInGroups,
  type NpmStart,
} from '../testing/npm-start';

const PROJECT = 'demo-groundtruth';
const OWNER = { authorization: 'Bearer owner' };
const COLLECTIONS = [
  'users',
  'user_roles',
  'creator_profiles',
  'tasks',
  'task_acceptances',
  'submissions',
  'payout_accounts',
  'payouts',
  'creator_balances',
  'notifications',
  'platform_settings',
  'audit_logs',
];

type Fields = Record<string, { stringValue?: string }>;

/** Every document of a collection, through the emulator's REST API as an admin. */
async function documents(collectionId: string): Promise<Fields[]> {
  const response = await fetch(
    `http://127.0.0.1:8080/v1/projects/${PROJECT}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: { ...OWNER, 'content-type': 'application/json' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId }] } }),
    },
  );
  const rows = (await response.json()) as { document?: { fields: Fields } }[];
  return rows.flatMap((row) => (row.document ? [row.document.fields] : []));
}

const text = (fields: Fields, name: string) => fields[name]?.stringValue ?? '';

/**
 * What the demo data is: how many of each record, and the facts that tell one apart (who has
 * which role, which task in which state, each submission's review, each payout's status, each
 * audit action), sorted so two runs compare whatever the order of their ids.
 */
async function demoData() {
  const summary: Record<string, unknown> = {};
  for (const name of COLLECTIONS) {
    const docs = await documents(name);
    summary[`${name} count`] = docs.length;
  }
  const sorted = (values: string[]) => values.sort();
  summary.users = sorted(
    (await documents('users')).map((u) => `${text(u, 'email')} ${text(u, 'role')}`),
  );
  summary.tasks = sorted(
    (await documents('tasks')).map((t) => `${text(t, 'title')} ${text(t, 'status')}`),
  );
  summary.reviews = sorted((await documents('submissions')).map((s) => text(s, 'review_status')));
  summary.payouts = sorted((await documents('payouts')).map((p) => text(p, 'status')));
  summary.audit = sorted((await documents('audit_logs')).map((a) => text(a, 'action')));
  const accounts = await fetch(
    `http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:query`,
    { method: 'POST', headers: { ...OWNER, 'content-type': 'application/json' }, body: '{}' },
  );
  summary['auth accounts'] = Number(
    ((await accounts.json()) as { recordsCount: string }).recordsCount,
  );
  const objects = await fetch(
    `http://127.0.0.1:9199/storage/v1/b/${PROJECT}.appspot.com/o?prefix=submissions/`,
    { headers: OWNER },
  );
  summary['stored files'] = (((await objects.json()) as { items?: unknown[] }).items ?? []).length;
  return summary;
}

const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `gt-${name}-`));

/**
 * Ends whatever a failed test left of its stacks and removes the data directory: `npm run reset`
 * does both, through the pid file.
 */
function reset(dataDir: string) {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/reset.mjs'), dataDir]);
}

/** `npm start` (`--prod` unless told) on `dataDir` until ready, then `during`, then Ctrl-C. */
async function whileRunning<T>(
  dataDir: string,
  during: (run: NpmStart) => Promise<T>,
  args = ['--prod'],
): Promise<T> {
  const run = npmStart(dataDir, args);
  try {
    await run.printed('GROUNDTRUTH_READY');
    return await during(run);
  } finally {
    await pressCtrlC(run, dataDir, { remove: false });
  }
}

const INBOX = 'http://127.0.0.1:1080';
const RESET_SUBJECT = 'Reset your Groundtruth password';

/** The process group of the stack's child labelled `label`, as the pid file records it. */
function groupOf(dataDir: string, label: string): number {
  const group = pidFileOf(dataDir).groups.find((g) => g.label === label);
  if (!group) throw new Error(`no ${label} in the pid file`);
  return group.pgid;
}

/** How many e-mails titled `subject` the inbox holds for `to`. */
async function emailsTitled(to: string, subject: string): Promise<number> {
  const response = await fetch(`${INBOX}/email`);
  const all = (await response.json()) as { subject: string; to: { address: string }[] }[];
  return all.filter((mail) => mail.subject === subject && mail.to.some((r) => r.address === to))
    .length;
}

/** A password-reset e-mail for `email`, asked of Auth as the login page asks for it. */
async function askForPasswordReset(email: string) {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT }, 'watch');
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    await sendPasswordResetEmail(auth, email);
  } finally {
    await deleteApp(app);
  }
}

/**
 * While `run` is ready: MailDev dies as a crash kills it, is named, restarted, and mail sent
 * afterwards reaches the inbox; then the emulator dies, which stops everything with the reason
 * and its last lines.
 */
async function childrenWatched(run: NpmStart, dataDir: string) {
  const maildev = groupOf(dataDir, 'maildev');
  process.kill(-maildev, 'SIGKILL');
  const shows = (text: string) =>
    expect.poll(() => run.output, { timeout: 60_000, message: text }).toContain(text);
  await shows('MailDev stopped (signal SIGKILL) while the stack was running.');
  await shows('Restarting MailDev');
  await shows('MailDev answers again.');
  expect(groupOf(dataDir, 'maildev')).not.toBe(maildev);
  expect((await fetch(`${INBOX}/healthz`)).ok).toBe(true);

  const maya = 'maya@groundtruth.local';
  const before = await emailsTitled(maya, RESET_SUBJECT);
  await askForPasswordReset(maya);
  await expect.poll(() => emailsTitled(maya, RESET_SUBJECT), { timeout: 30_000 }).toBe(before + 1);

  // The emulator holds the data: its death stops everything, with the reason and its last lines.
  const groups = pidFileOf(dataDir).groups.map((g) => g.pgid);
  const emulatorSaid = stripVTControlCharacters(run.output) // the labels' colours
    .split('\n')
    .filter((line) => line.startsWith('emulator  │ '))
    .at(-1)
    ?.slice('emulator  │ '.length);
  expect(emulatorSaid).toBeTruthy();
  process.kill(-groupOf(dataDir, 'emulator'), 'SIGKILL');
  expect(await run.exited).not.toBe(0);
  const report = run.output.slice(run.output.indexOf('The emulator stopped'));
  expect(report).toMatch(/^The emulator stopped \(signal SIGKILL\) while the stack was running/);
  expect(report).toContain(`  │ ${emulatorSaid}`);
  // The reason goes to stderr: its order against stdout's lines is the pipes', not the launcher's.
  expect(run.output).toContain('The emulator holds the local Firestore and Storage data');
  expect(report).toContain('Every process this command started has exited.');
  expect(processesInGroups(groups)).toEqual([]);
}

/** `kill -9` of the launcher alone, as `kill -9 <pid>` does: its children keep running. */
async function killLauncher(run: NpmStart, dataDir: string) {
  const { launcher, groups } = pidFileOf(dataDir);
  process.kill(launcher, 'SIGKILL');
  await run.exited;
  // The point of the test: what it started outlives it, until the next start ends it.
  expect(processesInGroups(groups.map((g) => g.pgid)).length).toBeGreaterThan(0);
}

test('npm start in development mode renders every remote; a first start interrupted anywhere in its seeding is finished by the next start with exactly the demo data; Ctrl-C leaves no process behind and loses no acknowledged write; a child that stops is named: MailDev is restarted, the emulator stops the stack cleanly', async ({
  page,
}) => {
  test.setTimeout(15 * 60_000);
  // What an uninterrupted first start makes, in development mode, which then renders every remote.
  const cleanDir = tempDir('clean-seed');
  let expected: Awaited<ReturnType<typeof demoData>>;
  try {
    expected = await test.step('development mode renders every remote', () =>
      whileRunning(
        cleanDir,
        async (run) => {
          const made = await demoData();
          await developmentModeRenders(run, page);
          return made;
        },
        // Nothing here needs the functions warm: the CPU goes to the dev servers.
        ['--no-warm-up'],
      ));
  } finally {
    reset(cleanDir);
  }
  expect(expected['users count']).toBe(6);
  expect(expected['auth accounts']).toBe(6);

  const dataDir = tempDir('interrupted-seed');
  try {
    // kill -9 while the accounts are made (Auth): the Auth state of this run is never saved.
    const first = npmStart(dataDir, ['--prod']);
    await first.printed('Seeding demo data');
    await killLauncher(first, dataDir);

    // Ctrl-C while the tasks are made (Firestore), after the accounts: mid-start, so nothing
    // may be left running either, dev servers included. The killed run's children are ended first.
    const second = npmStart(dataDir);
    await second.printed('  5 accounts');
    expect(second.output).toContain('left running by an earlier start that was killed');
    await pressCtrlC(second, dataDir, { remove: false });
    expect(second.output).not.toContain('GROUNDTRUTH_READY');

    // kill -9 while the files are uploaded and submitted (Storage).
    const third = npmStart(dataDir, ['--prod']);
    await third.printed('  10 tasks');
    await killLauncher(third, dataDir);

    const email = `ctrl-c-${Date.now()}@example.com`;
    const password = 'a-long-enough-passphrase';
    const afterSignUp = await whileRunning(dataDir, async (last) => {
      expect(last.output).not.toContain('already in use');
      expect(await demoData()).toEqual(expected);

      // Two stacks never share a data directory, and reset never pulls it from under one.
      const second = npmStart(dataDir, ['--prod']);
      expect(await second.exited).not.toBe(0);
      expect(second.output).toContain('is using this data directory; stop it first');
      expect(() => reset(dataDir)).toThrow(/Not removing/);
      expect(fs.existsSync(path.join(dataDir, 'seeded.json'))).toBe(true);

      // A sign-up (Auth and Firestore), acknowledged, then Ctrl-C at once: right after ready,
      // with the background warm-ups in flight.
      const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT }, 'ctrl-c-signup');
      try {
        const functions = getFunctions(app);
        connectFunctionsEmulator(functions, '127.0.0.1', 5001);
        const { createAccount } = await loadCallables();
        // Right after ready, beside the journeys' lane, a call can take longer than the SDK's
        // default 70 s.
        await httpsCallable(functions, createAccount.name, { timeout: 240_000 })({
          name: 'Casey Ctrl',
          email,
          password,
          chosenPaths: ['video'],
          country: 'United States',
          language: 'English',
          notifyEmail: false,
          notifyPush: false,
          ...SIGNUP_CONSENT,
        });
      } finally {
        await deleteApp(app);
      }
      return demoData();
    });
    expect(afterSignUp['users count']).toBe(7);

    // The next start seeds nothing, loses nothing: the same data, the new account signs in. Then
    // its children die while it runs (whileRunning's Ctrl-C finds it exited and all cleaned).
    // Started with --no-warm-up: nothing here stops it with Ctrl-C right after ready.
    await whileRunning(
      dataDir,
      async (again) => {
        expect(again.output).not.toContain('Seeding demo data');
        expect(await demoData()).toEqual(afterSignUp);
        const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT }, 'ctrl-c-again');
        try {
          const auth = getAuth(app);
          connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
          const { user } = await signInWithEmailAndPassword(auth, email, password);
          expect(user.email).toBe(email);
        } finally {
          await deleteApp(app);
        }
        await childrenWatched(again, dataDir);
      },
      ['--prod', '--no-warm-up'],
    );
  } finally {
    reset(dataDir);
  }
});

test('a data directory damaged beyond repair gets a message naming npm run reset and what it deletes', async () => {
  test.setTimeout(2 * 60_000);
  const dataDir = tempDir('damaged');
  try {
    const snapshot = path.join(dataDir, 'emulator/firestore', PROJECT, 'snapshot.jsonl');
    fs.mkdirSync(path.dirname(snapshot), { recursive: true });
    fs.writeFileSync(snapshot, '{"t":1}\nnot a document\n');
    const run = npmStart(dataDir, ['--prod']);
    expect(await run.exited).not.toBe(0);
    expect(run.output).toContain('the emulator exited during start-up');
    expect(run.output).toContain(`\`npm run reset -- ${dataDir}\` deletes`);
    expect(run.output).toContain('the local Firestore, Storage and Auth data');
    expect(run.output).not.toMatch(/\n\s+at /); // a message, not a stack trace
  } finally {
    reset(dataDir);
  }
});
