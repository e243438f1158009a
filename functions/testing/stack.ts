/**
 * The test stack's addresses. Dedicated ports, so a developer's `npm start` (8080, 9199, 9099,
 * 5001) can keep running while the suites run. GT_FUNCTIONS_PORT_OFFSET (e.g. 10, 20) moves them
 * all, so two runs can share a machine; the ports themselves lie 100 apart, so two offsets must
 * not differ by a multiple of 100.
 */
const OFFSET = Number(process.env.GT_FUNCTIONS_PORT_OFFSET ?? 0);
export const PROJECT_ID = 'demo-groundtruth-test';
export const BUCKET = `${PROJECT_ID}.appspot.com`;
export const HOST = '127.0.0.1';
export const PORTS = {
  firestore: 18080 + OFFSET,
  storage: 19199 + OFFSET,
  auth: 19099 + OFFSET,
  functions: 15001 + OFFSET,
  hub: 14400 + OFFSET,
  logging: 14500 + OFFSET,
} as const;

/** The variables firebase-admin (in the tests and in the functions) uses to find the emulators. */
export const EMULATOR_ENV = {
  FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
  FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${PORTS.storage}`,
  STORAGE_EMULATOR_HOST: `http://${HOST}:${PORTS.storage}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
  GCLOUD_PROJECT: PROJECT_ID,
  // Unsubscribe links in e-mails point at this stack's Functions emulator (functions/src/mail).
  GROUNDTRUTH_FUNCTIONS_URL: `http://${HOST}:${PORTS.functions}`,
} as const;
