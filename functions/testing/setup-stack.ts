/**
 * Gives the test file a stack of its own before it loads (the first setup file): a project of its
 * own in the run's emulator (Firestore documents keyed by project, Storage objects by the bucket
 * `<project>.appspot.com`), firebase-tools' Auth emulator for that project, and the functions
 * (the run's built bundle) served by an in-process callable host (testing/callable-host.ts). Nothing a file writes, counts
 * or waits for is another file's, so files run in parallel and in any order.
 *
 * The files on firebase-tools' Functions emulator (testing/functions-emulator.ts) call it instead,
 * in its single project, one file at a time; each makes the people and documents it looks at.
 *
 * testing/stack.ts reads what this sets, so nothing here imports it before the values are set.
 */
import path from 'node:path';
import { afterAll, expect } from 'vitest';

/** The files whose callables are called through firebase-tools' Functions emulator. */
const FILES_ON_THE_FUNCTIONS_EMULATOR = new Set([
  'jobs-wiring.test.ts',
  'rate-limits.test.ts',
  'fuzz.test.ts',
  'emulator-workers.test.ts',
]);

const file = path.basename(expect.getState().testPath ?? '');

if (FILES_ON_THE_FUNCTIONS_EMULATOR.has(file)) {
  const { release } = await (await import('./functions-emulator')).holdFunctionsEmulator();
  afterAll(release);
} else {
  // A project named after the file: its data, in the run's in-memory emulator, is easy to find.
  const projectId = `demo-gt-${file.replace(/\.test\.ts$/, '')}`;
  process.env.GT_TEST_PROJECT = projectId;
  const { startAuthEmulator } = await import('./auth-emulator');
  const { startCallableHost } = await import('./callable-host');
  const [auth, host] = await Promise.all([startAuthEmulator(projectId), startCallableHost()]);
  process.env.GT_TEST_AUTH_PORT = String(auth.port);
  process.env.GT_TEST_FUNCTIONS_PORT = String(host.port);
  const { EMULATOR_ENV } = await import('./stack');
  Object.assign(process.env, EMULATOR_ENV, {
    // What the Functions emulator gives the functions it runs (functionsEmulator.getEmulatorEnvs):
    // its ID tokens are unsigned, and a disabled account's token still reaches the handler, which
    // answers for the account's status itself, as in production.
    FUNCTIONS_EMULATOR: 'true',
    TZ: 'UTC',
    FIREBASE_DEBUG_MODE: 'true',
    FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true, enableCors: true }),
    FIREBASE_CONFIG: JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` }),
    GROUNDTRUTH_PAYOUT_PROVIDER: 'sandbox',
    METADATA_SERVER_DETECTION: 'none',
  });
  // The deployed bundle, as the Functions runtime loads it (testing/functions-bundle.ts).
  host.serve((await import('./functions-bundle')).loadFunctionsBundle());
  afterAll(async () => {
    await host.stop();
    await auth.stop();
  });
}
