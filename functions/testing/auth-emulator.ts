/**
 * firebase-tools' Auth emulator in the test file's own process, for one project: the same
 * express app `firebase emulators:start --only auth` serves, built by its `createApp`, on a free
 * port. A file's accounts, tokens and e-mail codes are its own, and the ID tokens it signs carry
 * the file's project as their audience, as the callables' token check requires.
 */
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
// Not from ./stack, which reads what the file's setup sets only after these have started.
const HOST = '127.0.0.1';

const fromFirebaseTools = createRequire(createRequire(import.meta.url).resolve('firebase-tools'));

// As the local stack's preload does (dev-stack/src/stack/firebase-tools-preload.mjs): each REST
// operation's validator is compiled on its first use rather than all of them before listening.
const exegesisExpress = fromFirebaseTools('exegesis-express') as {
  middleware: (spec: unknown, options: Record<string, unknown>) => unknown;
};
const middleware = exegesisExpress.middleware;
exegesisExpress.middleware = (spec, options) =>
  middleware(spec, { ...options, lazyCompileValidationSchemas: true });

interface Listening {
  listen(port: number, host: string): import('node:http').Server;
}

/** The Auth emulator for `projectId`, listening; `stop` closes it. */
export async function startAuthEmulator(projectId: string) {
  const { createApp } = fromFirebaseTools('./emulator/auth/server.js') as {
    createApp(projectId: string): Promise<Listening>;
  };
  const server = (await createApp(projectId)).listen(0, HOST);
  await new Promise((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    port: (server.address() as AddressInfo).port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
