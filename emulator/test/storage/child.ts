/** Starts child-server.ts in a separate Node process (bundled with esbuild, as Node 20 cannot run TypeScript). */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export interface ChildStorage {
  port: number;
  proc: ChildProcess;
  /** Starts a new peak measurement; resolves with the current RSS. */
  resetPeak(): Promise<{ rss: number }>;
  memory(): Promise<{ rss: number; peak: number; maxRss: number }>;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

let bundled: string | undefined;

async function bundle(): Promise<string> {
  if (bundled) return bundled;
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Inside the repository's node_modules, so that the bundle's external packages (re2js,
  // which the rules engine imports) resolve from it.
  const cache = path.resolve(here, '../../../node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outfile = path.join(
    fs.mkdtempSync(path.join(cache, 'gt-storage-child-')),
    'child-server.mjs',
  );
  await build({
    entryPoints: [path.join(here, 'child-server.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    packages: 'external',
    logLevel: 'warning',
  });
  bundled = outfile;
  return outfile;
}

/** Removes the bundle (call from afterAll). */
export function removeChildBundle(): void {
  if (bundled) fs.rmSync(path.dirname(bundled), { recursive: true, force: true });
  bundled = undefined;
}

export async function startChildStorage(dataDir: string, rules: string): Promise<ChildStorage> {
  const entry = await bundle();
  const rulesPath = path.join(path.dirname(entry), `rules-${process.pid}-${Date.now()}.rules`);
  fs.writeFileSync(rulesPath, rules);
  const proc = fork(entry, [dataDir, rulesPath], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    proc.once('message', (m) => resolve((m as { port: number }).port));
    proc.once('exit', (code) => reject(new Error(`storage child exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  return {
    port,
    proc,
    resetPeak() {
      return new Promise((resolve) => {
        proc.once('message', (m) => resolve(m as { rss: number }));
        proc.send('reset');
      });
    },
    memory() {
      return new Promise((resolve) => {
        proc.once('message', (m) => resolve(m as { rss: number; peak: number; maxRss: number }));
        proc.send('memory');
      });
    },
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.send('stop');
      await exited;
    },
    async kill() {
      proc.kill('SIGKILL');
      await exited;
    },
  };
}
