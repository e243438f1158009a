// `npm start` watches its children while it runs: a child that stops is named with its last
// lines; MailDev, which keeps nothing the stack needs in memory, is restarted and mail sent
// afterwards reaches the inbox; the emulator, which holds the data, stops the whole stack
// cleanly, saying why: every child gone, every port free, a non-zero exit code.
// One stack start (production build, reused from the journeys') checks both in turn.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, sendPasswordResetEmail } from 'firebase/auth';
import { expect, test } from '../testing/test';
import { npmStart, pidFileOf, pressCtrlC, processesInGroups } from '../testing/npm-start';

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
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-groundtruth' }, 'watch');
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    await sendPasswordResetEmail(auth, email);
  } finally {
    await deleteApp(app);
  }
}

test('a child that stops while npm start runs is named with its last lines: MailDev is restarted, the emulator stops the stack cleanly', async () => {
  test.setTimeout(8 * 60_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-npm-start-watch-'));
  const run = npmStart(dataDir, ['--prod']);
  try {
    await run.printed('GROUNDTRUTH_READY');

    // MailDev dies as a crash kills it: it is named, restarted, and answers again.
    const maildev = groupOf(dataDir, 'maildev');
    process.kill(-maildev, 'SIGKILL');
    const shows = (text: string) =>
      expect.poll(() => run.output, { timeout: 60_000, message: text }).toContain(text);
    await shows('MailDev stopped (signal SIGKILL) while the stack was running.');
    await shows('Restarting MailDev');
    await shows('MailDev answers again.');
    expect(groupOf(dataDir, 'maildev')).not.toBe(maildev);
    expect((await fetch(`${INBOX}/healthz`)).ok).toBe(true);

    // Mail sent after the restart reaches the inbox.
    const maya = 'maya@groundtruth.local';
    const before = await emailsTitled(maya, RESET_SUBJECT);
    await askForPasswordReset(maya);
    await expect
      .poll(() => emailsTitled(maya, RESET_SUBJECT), { timeout: 30_000 })
      .toBe(before + 1);

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
  } finally {
    // Leaves no process, no port and no data directory, whatever happened above.
    await pressCtrlC(run, dataDir);
  }
});
