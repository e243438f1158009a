// The four dev servers (`npm start`'s development mode) on ports of their own, away from a
// developer's 3000–3003 and the stack's production build, reading the stack's emulators: for
// journeys that run in both modes people run the product.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './product';
import { STACK } from './stack';
import { waitForHttp } from '../../scripts/stack/wait.mjs';

/** The dev shell's port (the remotes on the next three) and origin. */
export const devPort = STACK.appPort + 1000;
export const devUrl = `http://localhost:${devPort}`;

/** Starts the shell and the three remotes in development mode; resolves once all four answer. */
export async function startDevServers(): Promise<{ stop(): void }> {
  const servers: ChildProcess[] = [];
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
  const stop = () => {
    for (const child of servers) if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
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
  return { stop };
}
