/**
 * A real inbox for the mail suites: MailDev (the project's local SMTP server and inbox, a root
 * devDependency) as a child process on ports of its own, read through its REST API (GET /email)
 * as the journeys and a person's browser read it. Stopped, with its mail directory, after the
 * file's tests. The ports are free ones picked per file: files run side by side, and two inboxes
 * on fixed ports would leave the second file reading the first's mail.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HOST } from './stack';

/** `count` distinct ports nothing listens on right now, as the system hands them out. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, async () => {
      const server = net.createServer();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, HOST, resolve);
      });
      return server;
    }),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

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
  const [smtp, web, broken] = (await freePorts(3)) as [number, number, number];
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
    // A port that was free a moment ago and that nothing of ours opens.
    brokenSmtpUrl: `smtp://${HOST}:${broken}`,
    async messagesTo(address) {
      const all = (await (await fetch(`${api}/email`)).json()) as InboxMessage[];
      return all.filter((m) =>
        m.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
      );
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
