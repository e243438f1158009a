// The four apps' dev servers (development mode, as `npm start` runs them) for the journeys that
// check a page in both modes: on ports of their own (the stack's app port + 1000, away from a
// developer's 3000–3003 and the stack's production build), reading the stack's emulators.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './product';
import { STACK } from './stack';
import { waitForHttp } from '@groundtruth/dev-stack/wait';

export const devPort = STACK.appPort + 1000;
/** The shell's dev server: sign in and browse here for development mode. */
export const devUrl = `http://localhost:${devPort}`;

/**
 * Starts the dev servers of the shell and the three remotes and waits until each answers; the
 * returned function stops them (each in its own process group).
 */
export async function startDevServers(): Promise<() => void> {
  const servers: ChildProcess[] = [];
  const stop = () => {
    for (const child of servers) if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  for (const app of ['shell', 'marketing-site', 'creator-app', 'staff-app']) {
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
  try {
    await Promise.all(
      [0, 1, 2, 3].map((i) =>
        waitForHttp(`http://localhost:${devPort + i}/`, { timeoutMs: 5 * 60_000 }),
      ),
    );
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
