/**
 * The test stack's addresses. The project's emulator (Firestore and Storage) and firebase-tools'
 * Functions emulator are shared by the run, on dedicated ports so a developer's `npm start`
 * (8080, 9199, 9099, 5001) can keep running; GT_FUNCTIONS_PORT_OFFSET (e.g. 10, 20) moves them
 * all, so two runs can share a machine (the ports lie 100 apart: two offsets must not differ by a
 * multiple of 100).
 *
 * Each test file owns its data: testing/setup-stack.ts gives it a project of its own (the
 * emulator keys Firestore by project and Storage by bucket) and, for most files, an Auth emulator
 * and a callable host in the file's own process; it sets GT_TEST_* before the file loads, and
 * this module reads them. Without them (the global setup, a file on the Functions emulator) these
 * are the shared stack's values.
 */
const OFFSET = Number(process.env.GT_FUNCTIONS_PORT_OFFSET ?? 0);

/** The project of firebase-tools' Auth and Functions emulators (the files that need them). */
export const SHARED_PROJECT_ID = 'demo-groundtruth-test';
export const HOST = '127.0.0.1';

/** The ports of the run's shared emulators. */
export const SHARED_PORTS = {
  firestore: 18080 + OFFSET,
  storage: 19199 + OFFSET,
  auth: 19099 + OFFSET,
  functions: 15001 + OFFSET,
  hub: 14400 + OFFSET,
  logging: 14500 + OFFSET,
} as const;

export const PROJECT_ID = process.env.GT_TEST_PROJECT ?? SHARED_PROJECT_ID;
export const BUCKET = `${PROJECT_ID}.appspot.com`;
export const PORTS = {
  ...SHARED_PORTS,
  auth: Number(process.env.GT_TEST_AUTH_PORT ?? SHARED_PORTS.auth),
  functions: Number(process.env.GT_TEST_FUNCTIONS_PORT ?? SHARED_PORTS.functions),
} as const;

/** The variables firebase-admin (in the tests and in the functions) uses to find the emulators. */
export const EMULATOR_ENV = {
  FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
  FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${PORTS.storage}`,
  STORAGE_EMULATOR_HOST: `http://${HOST}:${PORTS.storage}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
  GCLOUD_PROJECT: PROJECT_ID,
  // Unsubscribe links in e-mails point at this file's callable host (functions/src/mail).
  GROUNDTRUTH_FUNCTIONS_URL: `http://${HOST}:${PORTS.functions}`,
} as const;
