// The full local stack for the journeys that sign in: emulators with the real rules and
// functions, the production build served from four origins, demo data seeded through the
// product's own callables. Dedicated ports, so a developer's `npm start` can keep running.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { startStack } from '../../scripts/stack/stack.mjs';

export const STACK = {
  projectId: 'demo-groundtruth-e2e',
  ports: { firestore: 28080, storage: 29199, auth: 29099, functions: 25001 },
  appPort: 23000,
};

export const appUrl = `http://localhost:${STACK.appPort}`;
export const DEMO_PASSWORD = 'groundtruth-demo';
export const DEMO_CREATOR = 'maya@groundtruth.local';
export const DEMO_ADMIN = 'admin@groundtruth.local';

export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-e2e-'));
  const stack = await startStack({
    ...STACK,
    dataDir,
    production: true,
    buildApps: !process.env.GROUNDTRUTH_BUILT,
    quiet: true,
    log: () => undefined,
  });
  return async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
