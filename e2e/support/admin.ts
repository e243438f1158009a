// Reads what the journeys stored, with firebase-admin against the test stack's emulator:
// the assertion checks the database, not only the screen.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { STACK } from './stack';

export function adminApp() {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${STACK.ports.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${STACK.ports.auth}`;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = getApps()[0] ?? initializeApp({ projectId: STACK.projectId });
  return { db: getFirestore(app), auth: getAuth(app) };
}
