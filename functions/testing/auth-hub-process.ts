/**
 * Starts the run's auth hub (testing/auth-hub.mjs) in a child process for the global setup: `url`
 * resolves once it listens; `stop` ends it (it also ends by itself when this process goes, since
 * its stdin closes).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export function startAuthHub() {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'auth-hub.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`the auth hub exited with ${code}`)));
    child.once('error', reject);
  });
  return {
    url,
    stop: () => {
      child.stdin.end();
      child.kill();
    },
  };
}
