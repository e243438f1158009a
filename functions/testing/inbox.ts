/**
 * A real inbox for the mail suites: MailDev (the project's local SMTP server and inbox, a root
 * devDependency) as a child process on ports of its own, read through its REST API (GET /email)
 * as the journeys and a person's browser read it. Stopped, with its mail directory, after the
 * file's tests.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HOST } from './stack';

const OFFSET = Number(process.env.GT_FUNCTIONS_PORT_OFFSET ?? 0);
const root = path.resolve(import.meta.dirname, '../..');

/** A message as MailDev's REST API answers it (the fields the suites read). */
export interface InboxMessage {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  headers: Record<string, string>;
  messageId?: string;
}

export interface Inbox {
  smtpUrl: string;
  /** An SMTP URL where nothing listens: every send fails to connect. */
  brokenSmtpUrl: string;
  /** Messages received for `address`. */
  messagesTo(address: string): Promise<InboxMessage[]>;
  stop(): Promise<void>;
}

export async function startInbox(): Promise<Inbox> {
  const smtp = 16025 + OFFSET;
  const web = 16080 + OFFSET;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-inbox-'));
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/maildev/bin/maildev'),
      '--smtp',
      String(smtp),
      '--web',
      String(web),
      '--ip',
      HOST,
      '--mail-directory',
      dir,
      '--silent',
    ],
    { stdio: 'ignore' },
  );
  const api = `http://${HOST}:${web}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${api}/email`)).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`MailDev exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('MailDev did not start in 20 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    smtpUrl: `smtp://${HOST}:${smtp}`,
    // One below the inbox's SMTP port, which the suites' stack leaves free.
    brokenSmtpUrl: `smtp://${HOST}:${smtp - 1}`,
    async messagesTo(address) {
      const all = (await (await fetch(`${api}/email`)).json()) as InboxMessage[];
      return all.filter((m) =>
        m.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
      );
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
