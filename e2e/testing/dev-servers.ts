// The five apps' dev servers (development mode, as `npm start` runs them) for the journeys that
// check a page in both modes: on ports of their own (the stack's app port + 1000, away from a
// developer's 3000–3004 and the stack's production build), reading the stack's emulators.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './product';
import { STACK } from './stack';
import { waitForHttp } from '@groundtruth/dev-stack/wait';

export const devPort = STACK.appPort + 1000;
/** The shell's dev server: sign in and browse here for development mode. */
export const devUrl = `http://localhost:${devPort}`;

/** The shells' and remotes' dev servers' addresses, each answering once it has compiled. */
const devServerUrls = [0, 1, 2, 3, 4].map((i) => `http://localhost:${devPort + i}/`);

/**
 * Starts the dev servers of the shell and the four remotes, without waiting for them (each
 * compiles in seconds); the returned function stops them (each in its own process group).
 * globalSetup starts them once for the run: every development-mode journey, in any worker,
 * shares them.
 */
export function spawnDevServers(): () => void {
  const servers: ChildProcess[] = [];
  for (const app of ['shell', 'marketing-site', 'creator-app', 'staff-app', 'customer-app']) {
    servers.push(
      spawn(
        process.execPath,
        [
          path.join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js'),
          'serve',
          '-c',
          'rspack.config.mjs',
        ],
        {
          cwd: path.join(repoRoot, app),
          detached: true,
          stdio: 'ignore',
          env: {
            ...process.env,
            NODE_ENV: 'development',
            GT_APP_PORT: String(devPort),
            GROUNDTRUTH_LOCAL_STACK: JSON.stringify({
              projectId: STACK.projectId,
              ports: STACK.ports,
            }),
          },
        },
      ),
    );
  }
  return () => {
    for (const child of servers) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
}

/** Waits until each of the five dev servers answers. */
export async function devServersReady(): Promise<void> {
  await Promise.all(devServerUrls.map((url) => waitForHttp(url, { timeoutMs: 5 * 60_000 })));
}
