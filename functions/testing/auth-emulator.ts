/**
 * firebase-tools' Auth emulator for one project: the same express app `firebase emulators:start
 * --only auth` serves, built by its `createApp`, on a free port. A file's accounts, tokens and
 * e-mail codes are its own, and the ID tokens it signs carry the file's project as their audience,
 * as the callables' token check requires. In the functions tests it comes from the run's auth hub
 * (testing/auth-hub.mjs, one warm process for every file); elsewhere (the bench) it runs in this
 * process.
 */
import { startAuthApp } from './auth-hub.mjs';

/** Where the global setup tells the files the auth hub listens. */
export const AUTH_HUB_ENV = 'GT_TEST_AUTH_HUB';

/** The Auth emulator for `projectId`, listening; `stop` closes it. */
export async function startAuthEmulator(projectId: string) {
  const hub = process.env[AUTH_HUB_ENV];
  if (!hub) {
    const server = await startAuthApp(projectId);
    return {
      port: (server.address() as import('node:net').AddressInfo).port,
      stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }
  const url = `${hub}/projects/${projectId}`;
  const answer = await fetch(url, { method: 'POST' });
  if (!answer.ok)
    throw new Error(`the auth hub could not start ${projectId}: ${await answer.text()}`);
  const { port } = (await answer.json()) as { port: number };
  return {
    port,
    stop: async () => {
      await fetch(url, { method: 'DELETE' });
    },
  };
}
