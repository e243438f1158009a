/**
 * The test stack's addresses. Dedicated ports, so a developer's `npm start` (8080, 9199, 9099,
 * 5001) can keep running while the suites run.
 */
export const PROJECT_ID = 'demo-groundtruth-test';
export const BUCKET = `${PROJECT_ID}.appspot.com`;
export const HOST = '127.0.0.1';
export const PORTS = {
  firestore: 18080,
  storage: 19199,
  auth: 19099,
  functions: 15001,
  hub: 14400,
  logging: 14500,
} as const;

/** The variables firebase-admin (in the tests and in the functions) uses to find the emulators. */
export const EMULATOR_ENV = {
  FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
  FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${PORTS.storage}`,
  STORAGE_EMULATOR_HOST: `http://${HOST}:${PORTS.storage}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
  GCLOUD_PROJECT: PROJECT_ID,
} as const;
